// A real SDK server sees our MCP Apps support in the client's capabilities, as ext-apps' own check reads it.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getUiCapability } from '@modelcontextprotocol/ext-apps/server';
import { McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ConnectionManager } from './connectionManager';
import { mcpAppsFeature, MCP_APP_MIME_TYPE } from './mcpAppsFeature';
import { McpSessions } from './test/mcpSessions';
import { recorder, serverConfig } from './test/recorder';

let http: Server;
let sessions: McpSessions<McpServer>;
let url: string;

beforeAll(async () => {
  sessions = new McpSessions(() => {
    const server = new McpServer({ name: 'apps', version: '1.0.0' });
    server.registerTool('noop', { description: 'Does nothing' }, async () => ({ content: [] }));
    return server;
  });
  http = createServer((req, res) => void sessions.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/mcp`;
});

afterAll(async () => {
  http.closeAllConnections();
  await new Promise((resolve) => http.close(resolve));
});

it('declares MCP Apps support to every server', async () => {
  const events = recorder();
  const manager = new ConnectionManager(events.events, { featuresFor: () => mcpAppsFeature });
  try {
    manager.setServers([serverConfig(url)]);
    await events.waitForTools('srv', (names) => names.includes('noop'));
    const [server] = sessions.servers();
    const capability = getUiCapability(server?.server.getClientCapabilities());
    expect(capability?.mimeTypes).toContain(MCP_APP_MIME_TYPE);
  } finally {
    await manager.close();
  }
});
