// The prompt lists the sidebar shows, kept by the app's real connections (startConnections) against real
// servers: the official server-everything, and a small SDK server that pages its list and changes it.
import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpSessions } from '../../../bridge/connections/test/mcpSessions';
import { startEverythingServer, type EverythingServer } from '../../../scripts/lib/everythingServer';
import { createAppStore, type AppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { startConnections } from '../../shell/connections';

/** Prompts p1…pN, two to a page; `add` adds one and tells every session its list changed. */
async function startPagingServer() {
  const names = ['p1', 'p2', 'p3', 'p4', 'p5'];
  const pages: (string | undefined)[] = [];
  const sessions = new McpSessions(() => {
    const server = new Server(
      { name: 'paging', version: '1.0.0' },
      { capabilities: { prompts: { listChanged: true } } },
    );
    server.setRequestHandler('prompts/list', (request) => {
      const start = Number(request.params?.cursor ?? 0);
      pages.push(request.params?.cursor);
      const end = start + 2;
      return {
        prompts: names.slice(start, end).map((name) => ({ name, description: `Prompt ${name}` })),
        ...(end < names.length ? { nextCursor: String(end) } : {}),
      };
    });
    return server;
  });
  const http: HttpServer = createServer((req, res) => void sessions.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`,
    pages,
    async add(name: string) {
      names.push(name);
      for (const server of sessions.servers()) await server.sendPromptListChanged();
    },
    async stop() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await sessions.closeAll();
    },
  };
}

let everything: EverythingServer;
let paging: Awaited<ReturnType<typeof startPagingServer>>;
let store: AppStore;
let stop: () => void;

beforeAll(async () => {
  [everything, paging] = await Promise.all([startEverythingServer(), startPagingServer()]);
  store = createAppStore(memoryStorage);
  ({ stop } = startConnections(store));
  store.getState().upsertServers([
    {
      id: 'everything',
      name: 'Everything',
      url: everything.url,
      transport: 'streamable-http',
      enabled: true,
    },
    { id: 'paging', name: 'Paging', url: paging.url, transport: 'streamable-http', enabled: true },
  ]);
});
afterAll(async () => {
  stop?.();
  await everything?.stop();
  await paging?.stop();
});

const names = (serverId: string) => store.getState().prompts[serverId]?.map((p) => p.name);

describe('prompt lists', () => {
  it("lists server-everything's prompts once it connects", async () => {
    await expect.poll(() => names('everything'), { timeout: 15_000 }).toBeDefined();
    expect(names('everything')).toEqual(
      expect.arrayContaining(['simple-prompt', 'args-prompt', 'completable-prompt', 'resource-prompt']),
    );
    const completable = store.getState().prompts['everything']?.find((p) => p.name === 'completable-prompt');
    expect(completable?.title).toBe('Team Management');
    expect(completable?.arguments?.map((a) => [a.name, a.required])).toEqual([
      ['department', true],
      ['name', true],
    ]);
  });

  it('walks every page, and lists again when the server says its list changed', async () => {
    await expect.poll(() => names('paging'), { timeout: 15_000 }).toEqual(['p1', 'p2', 'p3', 'p4', 'p5']);
    expect(paging.pages).toEqual([undefined, '2', '4']);
    await paging.add('p6');
    await expect.poll(() => names('paging'), { timeout: 15_000 }).toContain('p6');
  });

  it('drops a server’s prompts when it is turned off', async () => {
    await expect.poll(() => names('paging'), { timeout: 15_000 }).toBeDefined();
    const server = store.getState().servers.find((s) => s.id === 'paging')!;
    store.getState().upsertServers([{ ...server, enabled: false }]);
    await expect.poll(() => names('paging'), { timeout: 15_000 }).toBeUndefined();
    expect(names('everything')).toBeDefined();
  });
});
