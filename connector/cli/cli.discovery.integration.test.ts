// The CLI end to end with discovery: HOME is a temp folder holding a Cursor config with the real memory
// server (stdio) and one remote server. The CLI lists both, serves the memory server (a real tools/list
// through it), and puts the remote one, without its header value, into the pairing link.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { decodePairingFragment } from '../../bridge/protocol/pairing.js';
import { isolatedEnv, runCli } from '../test/cliProcess.js';
import { serverEntry, TEST_TOKEN } from '../test/fixtures.js';

const ORIGIN = 'https://app.example';

let dir = '';
let home = '';
let project = '';
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'connector-discovery-'));
  home = join(dir, 'home');
  project = join(dir, 'project');
  mkdirSync(project, { recursive: true });
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const run = (args: string[]) =>
  runCli(['--port', '0', '--allow-origin', ORIGIN, ...args], {
    cwd: project,
    env: isolatedEnv(home, { MCP_BRIDGE_TOKEN: TEST_TOKEN }),
  });

describe('connector CLI with discovery', () => {
  it('lists, serves the stdio server, and hands the remote one to the dashboard in the link', async () => {
    const memoryEntry = serverEntry('@modelcontextprotocol/server-memory');
    const cursorConfig = join(home, '.cursor', 'mcp.json');
    mkdirSync(join(home, '.cursor'), { recursive: true });
    writeFileSync(
      cursorConfig,
      JSON.stringify({
        mcpServers: {
          memory: {
            command: 'node',
            args: [memoryEntry],
            env: { MEMORY_FILE_PATH: join(dir, 'memory.jsonl'), EXTRA_SECRET: 'env-secret-value' },
          },
          docs: { url: 'https://docs.example/mcp', headers: { Authorization: 'Bearer header-secret-value' } },
        },
      }),
    );
    const cli = run([]);
    try {
      await cli.printed('All servers are running.');
      const out = cli.out();
      expect(out).toContain(
        [
          'MCP servers configured on this computer:',
          `Cursor: ${cursorConfig}`,
          `   1. memory  local (stdio): node ${memoryEntry} [env: MEMORY_FILE_PATH, EXTRA_SECRET]`,
          '   2. docs  remote (HTTP): https://docs.example/mcp',
          '       header Authorization not passed; enter it in the dashboard',
        ].join('\n'),
      );
      expect(out).toContain('No terminal to ask: serving the 2 found in your apps.');
      expect(out).toContain(
        'Remote servers in the link (the dashboard asks before adding them):\n  docs: https://docs.example/mcp',
      );
      // Neither an env value nor a header value is ever printed or put into the link.
      expect(out).not.toContain('env-secret-value');
      expect(out).not.toContain('header-secret-value');

      const link = cli.pairingLink(ORIGIN);
      expect(link).toBeDefined();
      for (const secret of ['env-secret-value', 'header-secret-value', TEST_TOKEN])
        expect(Buffer.from(link!.split('#pair=')[1]!, 'base64url').toString()).not.toContain(secret);
      const payload = decodePairingFragment(link!.slice(ORIGIN.length + 1));
      expect(payload).toMatchObject({
        v: 3,
        servers: ['memory'],
        remotes: [
          { name: 'docs', url: 'https://docs.example/mcp', transport: 'auto', headers: ['Authorization'] },
        ],
      });

      const client = new Client({ name: 'discovery-test', version: '1.0.0' });
      await client.connect(
        new StreamableHTTPClientTransport(new URL(`${payload!.connector}/servers/memory/mcp`), {
          requestInit: { headers: { Authorization: `Bearer ${TEST_TOKEN}` } },
        }),
      );
      const { tools } = await client.listTools();
      expect(tools.map((t) => t.name)).toEqual(expect.arrayContaining(['create_entities', 'read_graph']));
      await client.close();

      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
    } finally {
      cli.child.kill('SIGKILL');
    }
  }, 30_000);

  it('says where it looked when nothing is configured, and refuses an empty --from', async () => {
    const none = run([]);
    expect(await none.exited).toBe(1);
    expect(none.err()).toContain('No MCP server to serve was found. Looked in:');
    expect(none.err()).toContain(`Cursor: ${join(home, '.cursor', 'mcp.json')} (not there)`);
    expect(none.err()).toContain('pass it with --config <file>');

    mkdirSync(join(project, '.cursor'), { recursive: true });
    writeFileSync(
      join(project, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: { a: { command: 'x' } } }),
    );
    const wrong = run(['--from', 'claude']);
    expect(await wrong.exited).toBe(1);
    expect(wrong.err()).toContain('--from claude: no usable server was found there');
  }, 30_000);
});
