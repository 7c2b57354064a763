// Reading an app's HTML from a real SDK server over Streamable HTTP: text, base64, its declared CSP, and the
// answers a broken server gives, each refused with what the server must send.
// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpSessions } from '../../../bridge/connections/test/mcpSessions';
import { readAppResource, type WithClient } from './readAppResource';

const MIME = 'text/html;profile=mcp-app';
const HTML = '<!doctype html><p>app</p>';

function appServer(): McpServer {
  const server = new McpServer({ name: 'apps', version: '1.0.0' });
  const add = (uri: string, contents: Record<string, unknown>[]) =>
    server.registerResource(uri, uri, { mimeType: MIME }, async () => ({
      contents: contents as never,
    }));
  add('ui://text/app.html', [
    {
      uri: 'ui://text/app.html',
      mimeType: MIME,
      text: HTML,
      _meta: { ui: { csp: { connectDomains: ['https://api.example.com'] } } },
    },
  ]);
  add('ui://blob/app.html', [
    { uri: 'ui://blob/app.html', mimeType: MIME, blob: Buffer.from(HTML).toString('base64') },
  ]);
  add('ui://png/app.html', [{ uri: 'ui://png/app.html', mimeType: 'image/png', blob: 'AAAA' }]);
  add('ui://empty/app.html', []);
  return server;
}

let http: Server;
let client: Client;
let withClient: WithClient;

beforeAll(async () => {
  const sessions = new McpSessions(appServer);
  http = createServer((req, res) => void sessions.handle(req, res));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;
  client = new Client({ name: 'test', version: '1' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`http://127.0.0.1:${port}/mcp`)));
  withClient = (_serverId, run) => run(client);
});

afterAll(async () => {
  await client?.close();
  http?.closeAllConnections();
  await new Promise((resolve) => http?.close(resolve));
});

describe('readAppResource', () => {
  it('reads the HTML and the CSP its resource declares', async () => {
    expect(await readAppResource(withClient, 's', 'ui://text/app.html')).toEqual({
      html: HTML,
      csp: { connectDomains: ['https://api.example.com'] },
    });
  });

  it('decodes a base64 blob', async () => {
    expect(await readAppResource(withClient, 's', 'ui://blob/app.html')).toEqual({ html: HTML });
  });

  it('refuses what is not HTML, and an answer with nothing in it', async () => {
    await expect(readAppResource(withClient, 's', 'ui://png/app.html')).rejects.toThrow(
      'The server sent image/png for its app ui://png/app.html; an app must be text/html.',
    );
    await expect(readAppResource(withClient, 's', 'ui://empty/app.html')).rejects.toThrow(
      'The server sent no HTML for its app ui://empty/app.html; it must answer resources/read with text.',
    );
  });
});
