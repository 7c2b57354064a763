// The connector found in the user's own configs, seen from the dashboard: the real CLI reads a Cursor config
// in a temp home (the memory server over stdio, and a remote server), and its pairing link, opened in the
// dashboard, asks about both and adds both: the memory server through the connector, the remote one directly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthTestServer, type OAuthTestServer } from '../../bridge/connections/test/oauthTestServer';
import { isolatedEnv, runCli, type CliProcess } from '../../connector/testing/cliProcess';
import { serverEntry } from '../../connector/testing/fixtures';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
let remote: OAuthTestServer;
let cli: CliProcess;
let home = '';
beforeAll(async () => {
  env = await startE2eEnv();
  remote = await startOAuthTestServer({ corsOrigins: [env.appOrigin], requireAuth: false });
  home = mkdtempSync(join(tmpdir(), 'connector-discovery-e2e-'));
  mkdirSync(join(home, '.cursor'));
  writeFileSync(
    join(home, '.cursor', 'mcp.json'),
    JSON.stringify({
      mcpServers: {
        memory: {
          command: 'node',
          args: [serverEntry('@modelcontextprotocol/server-memory')],
          env: { MEMORY_FILE_PATH: join(home, 'memory.jsonl') },
        },
        greeter: { url: remote.url, headers: { 'X-Api-Key': 'header-secret-value' } },
      },
    }),
  );
  cli = runCli(['--port', '0', '--allow-origin', env.appOrigin], { cwd: home, env: isolatedEnv(home) });
  await cli.printed('All servers are running.');
}, 60_000);
afterAll(async () => {
  cli?.child.kill('SIGTERM');
  await cli?.exited;
  await remote?.stop();
  await env?.stop();
  rmSync(home, { recursive: true, force: true });
});

describe('pairing with a connector that found the servers itself', () => {
  it('shows the remote server apart in the consent, then adds both', async () => {
    const link = cli.pairingLink(env.appOrigin);
    expect(link).toBeDefined();
    expect(link).not.toContain('header-secret-value');
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(link!);

    const dialog = page.getByRole('dialog', {
      name: /^Add 1 server from the connector at http:\/\/127\.0\.0\.1:\d+\?$/,
    });
    const remotes = dialog.getByRole('group', { name: 'Also add these remote servers' });
    const origin = new URL(remote.url).origin;
    expect(await remotes.getByRole('listitem').textContent()).toContain(`greeter at ${origin}${remote.url}`);
    await remotes.getByText('Needs the header X-Api-Key').waitFor();
    expect(await remotes.getByRole('checkbox').isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Add 2 servers' }).click({ timeout: 20_000 });
    await dialog.waitFor({ state: 'detached', timeout: 20_000 });

    const memory = page.getByRole('listitem', { name: 'Server memory' });
    await memory.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    const greeter = page.getByRole('listitem', { name: 'Server greeter' });
    await greeter.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await greeter.textContent()).toContain('2 tools');
    // The remote server is reached directly, not through the connector.
    const stored = await page.evaluate(() => localStorage.getItem('mcp-multi-bridge:settings') ?? '');
    const servers = (JSON.parse(stored) as { state: { servers: { name: string; url: string }[] } }).state
      .servers;
    expect(servers.find((s) => s.name === 'greeter')?.url).toBe(remote.url);
    expect(servers.find((s) => s.name === 'memory')?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/servers\/memory\/mcp$/,
    );
    await context.close();
  }, 90_000);
});
