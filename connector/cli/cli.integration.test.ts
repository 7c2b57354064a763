// The CLI end to end: config file in, pairing link out, clean exit on SIGTERM; bad configs refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { decodePairingFragment } from '../../bridge/protocol/pairing.js';
import { runCli } from '../test/cliProcess.js';
import { ARGV_SERVER, TEST_TOKEN } from '../test/fixtures.js';

const env = { ...process.env, MCP_BRIDGE_TOKEN: TEST_TOKEN };

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
    const cli = runCli(['--config', config, '--port', '0', '--allow-origin', 'https://app.example'], { env });
    try {
      await cli.printed('All servers are running.');
      const link = cli.pairingLink('https://app.example');
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
    const cli = runCli(['--config', config, '--port', '0'], { env });
    expect(await cli.exited).toBe(1);
    expect(cli.err()).toContain('server "broken": "command" is missing');
  }, 20_000);
});
