// What the connector does with a server's broken answer. Its client side takes answers as they come (one check,
// not two); a tools/call result is still checked by the session's SDK server on its way out, so the HTTP client
// gets a JSON-RPC error that names the problem, never a result it would have to doubt.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Client } from '@modelcontextprotocol/client';
import { startConnector } from '../cli/startConnector.js';
import type { RunningConnector } from '../cli/startConnector.js';
import {
  answerMessages,
  connectClient,
  INIT,
  MCP_HEADERS,
  TEST_ORIGIN,
  TEST_TOKEN,
} from '../test/fixtures.js';

const MALFORMED_SERVER = join(import.meta.dirname, '..', 'test', 'malformed-result-server.mjs');
const AUTHORIZED = { ...MCP_HEADERS, Authorization: `Bearer ${TEST_TOKEN}` };

describe('connector forwarding', () => {
  let connector: RunningConnector;
  let client: Client;

  beforeAll(async () => {
    connector = await startConnector({
      servers: { broken: { command: process.execPath, args: [MALFORMED_SERVER] } },
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      token: TEST_TOKEN,
    });
    await connector.ready();
    client = await connectClient(connector, 'broken');
  }, 20_000);
  afterAll(async () => {
    await client?.close();
    await connector?.stop();
  });

  it("refuses a server's malformed tool result with an error the SDK client shows", async () => {
    expect((await client.listTools()).tools.map((tool) => tool.name)).toEqual(['broken']);
    await expect(client.callTool({ name: 'broken', arguments: {} })).rejects.toThrow(/content/i);
  });

  it('answers it on the wire as a JSON-RPC error naming the field', async () => {
    const init = await fetch(connector.serverUrl('broken'), {
      method: 'POST',
      headers: AUTHORIZED,
      body: JSON.stringify(INIT),
    });
    await init.text();
    const session = {
      'mcp-session-id': init.headers.get('mcp-session-id') ?? '',
      'mcp-protocol-version': '2025-06-18',
    };
    const call = await fetch(connector.serverUrl('broken'), {
      method: 'POST',
      headers: { ...AUTHORIZED, ...session },
      body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'broken' } }),
    });
    const [answer, ...more] = (await answerMessages(call)) as Array<{
      id: number;
      result?: unknown;
      error?: { code: number; message: string };
    }>;
    expect(more).toEqual([]);
    expect(answer?.id).toBe(2);
    expect(answer?.result).toBeUndefined();
    expect(answer?.error?.code).toBe(-32602);
    expect(answer?.error?.message).toMatch(/Invalid tools\/call result[\s\S]*content/);
  });
});
