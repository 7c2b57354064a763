// A tool that never answers, on a real server: the sidebar's connection cuts it off at its timeout with
// a clear message, sends it once, and the same connection keeps working for the next call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { CallFailure, type ServerStatus } from '../../bridge/connections/types';
import { startHostileToolServer, type HostileToolServer } from './hostileToolServer';

let server: HostileToolServer;
let manager: ConnectionManager;
let status: ServerStatus = { state: 'connecting' };

beforeAll(async () => {
  server = await startHostileToolServer('http://127.0.0.1');
  let connected!: () => void;
  const isConnected = new Promise<void>((resolve) => (connected = resolve));
  const onStatus = (_id: string, next: ServerStatus) => {
    status = next;
    if (next.state === 'connected') connected();
  };
  manager = new ConnectionManager({ onStatus, onTools: () => undefined }, { callTimeoutMs: 400 });
  manager.setServers([
    { id: 'hostile', name: 'Hostile', url: server.url, transport: 'streamable-http', enabled: true },
  ]);
  await isConnected; // the hook's timeout guards a server that never connects
});
afterAll(async () => {
  await manager.close();
  await server.stop();
});

describe('a tool that never answers', () => {
  it('is cut off by the timeout with a clear message, sent once, and the connection stays usable', async () => {
    expect(status.state).toBe('connected');
    const failure = await manager.callTool('hostile', 'never', {}).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(CallFailure);
    expect((failure as CallFailure).kind).toBe('timeout');
    expect((failure as CallFailure).message).toBe(
      'No answer from Hostile after 0.4 s; the tool may still be running on the server.',
    );
    expect(server.calls).toEqual(['never']);

    const next = await manager.callTool('hostile', 'markup', { note: 'after' });
    expect(JSON.stringify(next.content)).toContain('after');
  });
});
