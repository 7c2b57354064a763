// The 2026-07-28 pattern: a tool answers `input_required` with an embedded elicitation, and the client
// retries the call with the answers. SDK v2 hands the embedded request to the registered `elicitation/create`
// handler, which is elicitationFeature's: the question lands in the same input queue as a 2025-era one, and
// the retried call carries the user's answer. Shown on a client pinned to 2026-07-28 (the app's connections
// still negotiate the 2025 way) and on a 2025 session, where the server SDK sends the same question as a request.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport, type ClientOptions } from '@modelcontextprotocol/client';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { acceptedContent, createMcpHandler, inputRequired, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { elicitationFeature } from './elicitation';
import { ElicitationQueue } from './elicitationQueue';
import { McpSessions } from './test/mcpSessions';

function deployServer(): McpServer {
  const server = new McpServer({ name: 'deployer', version: '1.0.0' });
  server.registerTool('deploy', { description: 'Deploys after a confirmation' }, (ctx) => {
    const answer = acceptedContent(ctx.mcpReq.inputResponses, 'confirm');
    if (!answer)
      return inputRequired({
        inputRequests: {
          confirm: inputRequired.elicit({
            message: 'Deploy to production?',
            requestedSchema: z.object({ confirm: z.boolean().default(false) }),
          }),
        },
      });
    return { content: [{ type: 'text', text: `answer ${JSON.stringify(answer)}` }] };
  });
  return server;
}

let http: Server | undefined;
let client: Client | undefined;
afterEach(async () => {
  await client?.close();
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
  client = http = undefined;
});

/** The 2026-07-28 entry (per request), or a 2025 sessionful endpoint, where a question is a request to the client. */
async function connect(modern: boolean, options: Pick<ClientOptions, 'versionNegotiation'>) {
  const handler = toNodeHandler(createMcpHandler(deployServer));
  const sessions = new McpSessions(deployServer);
  // Node's request types its method as optional; the adapter's structural type wants it set (it always is).
  type NodeRequest = Parameters<typeof handler>[0];
  http = createServer(
    (req, res) => void (modern ? handler(req as NodeRequest, res) : sessions.handle(req, res)),
  );
  await new Promise<void>((resolve) => http!.listen(0, '127.0.0.1', resolve));
  const url = new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`);
  const queue = new ElicitationQueue();
  const feature = elicitationFeature('deployer', queue);
  client = new Client({ name: 'test', version: '1.0.0' }, { capabilities: feature.capabilities, ...options });
  feature.attach(client);
  await client.connect(new StreamableHTTPClientTransport(url));
  return { client, queue };
}

/** The user: accepts the first question with its form's starting values, here confirm: true. */
function acceptOnce(queue: ElicitationQueue, seen: unknown[]) {
  const stop = queue.subscribe(() => {
    const item = queue.list()[0];
    if (!item) return;
    stop();
    seen.push(item.ask);
    queue.answer(item.id, { action: 'accept', content: { confirm: true } });
  });
}

describe.each([
  ['a client pinned to 2026-07-28', true, { versionNegotiation: { mode: { pin: '2026-07-28' } } }],
  ['a 2025 session', false, {}],
] as const)('input_required on %s', (_name, modern, options) => {
  it('puts the embedded question in the input queue and retries with the answer', async () => {
    const { client, queue } = await connect(modern, options);
    const seen: unknown[] = [];
    acceptOnce(queue, seen);
    const result = await client.callTool({ name: 'deploy', arguments: {} });
    expect(seen).toEqual([
      {
        mode: 'form',
        message: 'Deploy to production?',
        requestedSchema: expect.objectContaining({
          properties: { confirm: { type: 'boolean', default: false } },
        }),
      },
    ]);
    expect(result.content).toEqual([{ type: 'text', text: 'answer {"confirm":true}' }]);
    expect(queue.list()).toEqual([]);
  });
});
