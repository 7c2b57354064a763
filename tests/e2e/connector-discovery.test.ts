// The connector found in the user's own configs, seen from the dashboard: the real CLI reads a Cursor config
// in a temp home (the memory server over stdio, and a remote server), and its pairing link, opened in the
// dashboard, asks about both and adds both: the memory server through the connector, the remote one directly.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthTestServer, type OAuthTestServer } from '../../bridge/connections/test/oauthTestServer';
import { encodePairingFragment, type PairingPayload } from '../../bridge/protocol/pairing';
import { isolatedEnv, runCli, type CliProcess } from '../../connector/test/cliProcess';
import { serverEntry } from '../../connector/test/fixtures';
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

const storedSettings = (page: Page) =>
  page.evaluate(() => localStorage.getItem('mcp-multi-bridge:settings') ?? '');

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
    const servers = (
      JSON.parse(await storedSettings(page)) as { state: { servers: { name: string; url: string }[] } }
    ).state.servers;
    expect(servers.find((s) => s.name === 'greeter')?.url).toBe(remote.url);
    expect(servers.find((s) => s.name === 'memory')?.url).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/servers\/memory\/mcp$/,
    );
    await context.close();
  }, 90_000);

  it('refuses a crafted link with a hostile remote server, saying why', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const hostile = {
      v: 3,
      connector: 'http://127.0.0.1:4312',
      code: 'crafted-code-0123456789',
      servers: [],
      remotes: [{ name: 'evil', url: 'javascript:alert(document.domain)', transport: 'auto' }],
    };
    await page.goto(`${env.appOrigin}/${encodePairingFragment(hostile as PairingPayload)}`);
    await page
      .getByText(
        'This pairing link was refused: the remote server "evil" does not have a plain http(s) URL. Nothing was added.',
        { exact: false },
      )
      .waitFor({ timeout: 20_000 });
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(page.url()).not.toContain('#pair=');
    expect(await storedSettings(page)).not.toContain('evil');
    await context.close();
  });

  it('adds no remote server from a link whose code no running connector redeems', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const crafted: PairingPayload = {
      v: 3,
      // A real connector, which answers 410 to a code it never minted.
      connector: env.stack.connector.baseUrl,
      code: 'crafted-code-0123456789',
      servers: [],
      remotes: [{ name: 'phish', url: 'https://phish.example/mcp', transport: 'auto' }],
    };
    await page.goto(`${env.appOrigin}/${encodePairingFragment(crafted)}`);
    const dialog = page.getByRole('dialog', { name: /^Add the remote servers offered by the connector at / });
    expect(await dialog.getByRole('group').textContent()).toContain('phish at https://phish.example');
    await dialog.getByRole('button', { name: 'Add 1 server' }).click({ timeout: 20_000 });
    await dialog.getByText(/already used or has expired/).waitFor({ timeout: 20_000 });
    expect(await storedSettings(page)).not.toContain('phish.example');
    await context.close();
  });
});
