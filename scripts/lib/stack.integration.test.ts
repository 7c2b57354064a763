// The local stack with the real connector and servers: what the app origin and the demo origin serve, and
// one turn of the demo's loop done in Node (assistant call -> parser -> connector -> result -> reply).
import { copyFile, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatResultFromToolResult, renderResult } from '../../bridge/format';
import { scanCalls } from '../../bridge/format/scanCalls';
import { ScriptedAssistant } from '../../demo/chat/assistant';
import { toolUiResourceUri } from '../../bridge/hub/toolUi';
import { headersForPath, parseHeadersFile } from './headersFile';
import { DEMO_WORKSPACE, repoPath } from './paths';
import { startStack, type Stack } from './stack';

let distDir: string;
let stack: Stack;

beforeAll(async () => {
  distDir = await mkdtemp(join(tmpdir(), 'stack-test-dist-'));
  await writeFile(join(distDir, 'index.html'), '<title>dashboard</title>');
  await copyFile(repoPath('public', '_headers'), join(distDir, '_headers'));
  await writeFile(join(distDir, 'adapters.json'), '{"format":1,"version":"t","sites":[]}');
  stack = await startStack({ appPort: 0, demoPort: 0, connectorPort: 0, distDir });
}, 60_000);

afterAll(async () => {
  await stack?.stop();
  await rm(distDir, { recursive: true, force: true });
});

async function connect(server: string): Promise<Client> {
  const client = new Client({ name: 'stack-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(stack.connector.serverUrl(server)), {
    requestInit: { headers: { Authorization: `Bearer ${stack.connector.token}`, Origin: stack.appOrigin } },
  });
  await client.connect(transport);
  return client;
}

/** The SDK's result type allows `isError: undefined`, which the format's plain-data type does not take. */
function plain(result: Awaited<ReturnType<Client['callTool']>>) {
  return {
    content: result.content,
    isError: result.isError === true,
    structuredContent: result.structuredContent,
  };
}

describe('startStack', () => {
  it('sends the shipped _headers with the dashboard: no frames, a strict CSP', async () => {
    const res = await fetch(stack.dashboardUrl);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('serves the adapter table as JSON that the browser revalidates on every load', async () => {
    const res = await fetch(`${stack.appOrigin}/adapters.json`);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(res.headers.get('cache-control')).toContain('no-cache');
    // The shipped rule says so to static hosts too.
    const rules = parseHeadersFile(await readFile(repoPath('public', '_headers'), 'utf8'));
    expect(headersForPath(rules, '/adapters.json')['cache-control']).toBe('no-cache');
  });

  it('serves the dashboard and the pairing payload on the app origin', async () => {
    expect(await (await fetch(stack.dashboardUrl)).text()).toBe('<title>dashboard</title>');
    const pairing = (await (await fetch(`${stack.appOrigin}/local-pairing.json`)).json()) as unknown;
    expect(pairing).toEqual({
      v: 2,
      connector: stack.connector.baseUrl,
      code: expect.any(String),
      servers: ['filesystem', 'memory', 'clock'],
    });
    expect(JSON.stringify(pairing)).not.toContain(stack.connector.token);
    expect(stack.connector.pairingLink.startsWith(`${stack.appOrigin}/#pair=`)).toBe(true);
  });

  it('refuses the pairing payload to another host name (DNS rebinding)', async () => {
    const res = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${stack.appOrigin}/local-pairing.json`,
        { headers: { host: `evil.example:${stack.app.port}` } },
        (r) => {
          r.resume();
          resolve(r.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(res).toBe(403);
  });

  it('serves the demo chat on another origin, pointing at the app', async () => {
    expect(new URL(stack.demoUrl).origin).not.toBe(stack.appOrigin);
    const html = await (await fetch(stack.demoUrl)).text();
    expect(html).toContain(`<script src="${stack.appOrigin}/embed.js"`);
    expect(html).toContain(`"workspacePath":"."`);
  });

  it('runs the assistant’s list_directory call on the real filesystem server', async () => {
    const assistant = new ScriptedAssistant({ workspacePath: '.' });
    const [scan] = scanCalls(assistant.reply('Which files are in the demo folder?'));
    if (scan?.kind !== 'complete') throw new Error(`expected a complete call, got ${JSON.stringify(scan)}`);
    const client = await connect('filesystem');
    try {
      const result = await client.callTool({ name: scan.call.name, arguments: scan.call.params });
      const message = renderResult(chatResultFromToolResult(scan.call.callId, scan.call.name, plain(result)));
      const reply = assistant.reply(message);
      const entries = await readdir(DEMO_WORKSPACE, { withFileTypes: true });
      const quoted = /including `([^`]+)`/.exec(reply)?.[1];
      expect(entries.filter((e) => e.isFile()).map((e) => e.name)).toContain(quoted);
      expect(reply).toContain(`contains ${entries.length} entries`);
    } finally {
      await client.close();
    }
  });

  it('runs the assistant’s remember call on the real memory server', async () => {
    const assistant = new ScriptedAssistant({ workspacePath: '.' });
    const [scan] = scanCalls(assistant.reply('remember the demo works'));
    if (scan?.kind !== 'complete') throw new Error('expected a complete call');
    const client = await connect('memory');
    try {
      const result = await client.callTool({ name: scan.call.name, arguments: scan.call.params });
      expect(result.isError).not.toBe(true);
      expect(
        assistant.reply(renderResult(chatResultFromToolResult('1', scan.call.name, plain(result)))),
      ).toMatch(/stored/);
    } finally {
      await client.close();
    }
  });

  it('serves the clock server, whose get-time declares an MCP App it serves as HTML', async () => {
    const client = await connect('clock');
    try {
      const tool = (await client.listTools()).tools.find((t) => t.name === 'get-time');
      const uri = tool ? toolUiResourceUri(tool) : undefined;
      expect(uri).toBe('ui://get-time/mcp-app.html');
      const { contents } = await client.readResource({ uri: uri ?? '' });
      expect(contents[0]).toMatchObject({ mimeType: 'text/html;profile=mcp-app' });
      expect(String((contents[0] as { text?: unknown }).text)).toContain('<html');
    } finally {
      await client.close();
    }
  });
});
