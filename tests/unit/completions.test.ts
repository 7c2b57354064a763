// Argument suggestions from the official server-everything, through the connection the sidebar uses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { suggestArgument } from '../../bridge/connections/completions';
import { startEverythingServer, type EverythingServer } from '../../scripts/lib/everythingServer';

let server: EverythingServer;
let manager: ConnectionManager;

beforeAll(async () => {
  server = await startEverythingServer();
  manager = new ConnectionManager({ onStatus: () => undefined, onTools: () => undefined });
  manager.setServers([
    { id: 'everything', name: 'Everything', url: server.url, transport: 'streamable-http', enabled: true },
  ]);
});

afterAll(async () => {
  await manager.close();
  await server.stop();
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

  it('fails clearly for a server that is not configured', async () => {
    await expect(manager.withClient('missing', async () => 1)).rejects.toThrow('No server with id "missing"');
  });
});
