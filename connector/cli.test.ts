// The CLI end to end: config file in, pairing link out, clean exit on SIGTERM; bad configs refused.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodePairingFragment } from '../bridge/protocol/pairing.js';
import { ARGV_SERVER, TEST_TOKEN } from './testing/fixtures.js';

const ROOT = resolve(import.meta.dirname, '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function runCli(args: string[]) {
  const child = spawn(TSX, [join(ROOT, 'connector', 'cli.ts'), ...args], {
    cwd: ROOT,
    env: { ...process.env, MCP_BRIDGE_TOKEN: TEST_TOKEN },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  /** Resolves once stdout holds `text`; fails if the CLI exits first (the test timeout guards a hang). */
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.includes(text) && resolve();
      check();
      child.stdout.on('data', check);
      void exited.then((code) => reject(new Error(`The CLI exited (${code}) before "${text}": ${stderr}`)));
    });
  return { child, exited, printed, out: () => stdout, err: () => stderr };
}

describe('connector CLI', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('serves the config, prints the pairing link, and stops cleanly on SIGTERM', async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-cli-'));
    const config = join(dir, 'mcp.json');
    writeFileSync(
      config,
      JSON.stringify({
        mcpServers: { echo: { command: 'node', args: [ARGV_SERVER] }, off: { command: 'x', disabled: true } },
      }),
    );
    const cli = runCli(['--config', config, '--port', '0', '--allow-origin', 'https://app.example']);
    try {
      await cli.printed('All servers are running.');
      const link = /https:\/\/app\.example\/#pair=\S+/.exec(cli.out())?.[0];
      const payload = decodePairingFragment(link!.slice('https://app.example/'.length));
      expect(payload?.servers).toEqual(['echo']);
      // The link carries a one-time code, never the token itself.
      expect(link).not.toContain(TEST_TOKEN);
      expect(cli.out()).toContain('"off" is disabled');
      const res = await fetch(`${payload!.connector}/health`, {
        headers: { Authorization: `Bearer ${TEST_TOKEN}` },
      });
      expect(res.status).toBe(200);
      cli.child.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      await expect(fetch(`${payload!.connector}/health`)).rejects.toThrow();
    } finally {
      cli.child.kill('SIGKILL');
    }
  }, 20_000);

  it('refuses an invalid config with a message naming the entry', async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-cli-'));
    const config = join(dir, 'mcp.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { broken: { args: ['x'] } } }));
    const cli = runCli(['--config', config, '--port', '0']);
    expect(await cli.exited).toBe(1);
    expect(cli.err()).toContain('server "broken": "command" is missing');
  }, 20_000);
});
