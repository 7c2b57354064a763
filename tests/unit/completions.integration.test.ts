// Argument suggestions from the official server-everything, through the connection the sidebar uses, and
// from a small real server whose answer repeats and oversizes its values.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completable, McpServer } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { MAX_SUGGESTION_CHARS, suggestArgument } from '../../bridge/connections/completions';
import { startEverythingServer, type EverythingServer } from '../../scripts/lib/everythingServer';
import { startLocalMcpServer, type LocalMcpServer } from '../e2e/lib/localMcpServer';

let server: EverythingServer;
let hostile: LocalMcpServer;
let manager: ConnectionManager;

const long = 'x'.repeat(MAX_SUGGESTION_CHARS + 1);
const longest = 'y'.repeat(MAX_SUGGESTION_CHARS);

function buildHostileServer(): McpServer {
  const mcp = new McpServer({ name: 'hostile', version: '1.0.0' });
  mcp.registerPrompt(
    'pick',
    {
      argsSchema: z.object({
        choice: completable(z.string(), () => ['a', 'a', 'b', long, longest, '', 'b', 'c']),
      }),
    },
    ({ choice }) => ({ messages: [{ role: 'user', content: { type: 'text', text: choice } }] }),
  );
  return mcp;
}

beforeAll(async () => {
  server = await startEverythingServer();
  hostile = await startLocalMcpServer('http://127.0.0.1', buildHostileServer);
  manager = new ConnectionManager({ onStatus: () => undefined, onTools: () => undefined });
  manager.setServers([
    { id: 'everything', name: 'Everything', url: server.url, transport: 'streamable-http', enabled: true },
    { id: 'hostile', name: 'Hostile', url: hostile.url, transport: 'streamable-http', enabled: true },
  ]);
});

afterAll(async () => {
  await manager.close();
  await server.stop();
  await hostile.stop();
});

const promptRef = { type: 'ref/prompt', name: 'completable-prompt' } as const;

describe('suggestArgument', () => {
  it('asks the server, and passes the other arguments so one narrows the next', async () => {
    const departments = await manager.withClient('everything', (client) =>
      suggestArgument(client, promptRef, { name: 'department', value: 'S' }, {}),
    );
    expect(departments).toEqual(['Sales', 'Support']);
    const names = await manager.withClient('everything', (client) =>
      suggestArgument(client, promptRef, { name: 'name', value: '' }, { department: 'Sales' }),
    );
    expect(names).toEqual(['David', 'Eve', 'Frank']);
  });

  it('suggests nothing, without failing, for a prompt the server does not know', async () => {
    const values = await manager.withClient('everything', (client) =>
      suggestArgument(client, { type: 'ref/prompt', name: 'no-such-prompt' }, { name: 'x', value: '' }, {}),
    );
    expect(values).toEqual([]);
  });

  it('keeps each value once and leaves out empty and oversized ones', async () => {
    const values = await manager.withClient('hostile', (client) =>
      suggestArgument(client, { type: 'ref/prompt', name: 'pick' }, { name: 'choice', value: '' }, {}),
    );
    expect(values).toEqual(['a', 'b', longest, 'c']);
  });

  it('fails clearly for a server that is not configured', async () => {
    await expect(manager.withClient('missing', async () => 1)).rejects.toThrow('No server with id "missing"');
  });
});
