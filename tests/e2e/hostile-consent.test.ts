// A hostile site tries to take the decisions that hand out power: it sends the user to a pairing link of its
// own, and it embeds our sidebar invisibly over a decoy so the user's click lands on Allow or on "Copy from
// the dashboard". Each click only opens our own top-level window, which names the site; nothing is stored,
// granted or copied until the user clicks in that window. The honest flows still work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import { encodePairingFragment } from '../../bridge/protocol/pairing';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { clickWhenSettled } from './lib/armedClick';
import { grantOrigin, pairDashboard, sidebarIn } from './lib/chat';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

const SETTINGS_KEY = 'mcp-multi-bridge:settings';

let env: E2eEnv;
let hostile: StaticServer;
/** localhost vs 127.0.0.1: another site, so the sidebar's storage there is partitioned. */
let hostileOrigin: string;

beforeAll(async () => {
  env = await startE2eEnv();
  const app = env.appOrigin;
  hostile = await startStaticServer({
    routes: {
      // The site owner's embed snippet, as any site can paste it, with a decoy for the user's clicks.
      '/': {
        body: `<!doctype html><title>Win a prize</title>
<button id="decoy" style="position:fixed;inset:0;font-size:40px">Click here to win</button>
<script src="${app}/embed.js" data-app-origin="${app}"></script>`,
      },
    },
  });
  hostileOrigin = hostile.url.replace('127.0.0.1', 'localhost');
});

afterAll(async () => {
  await hostile?.stop();
  await env?.stop();
});

/** Requests for the demo's pairing file, from any page or frame of the context. */
function watchLocalPairing(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === '/local-pairing.json') seen.push(request.frame().url());
  });
  return seen;
}

/** The hostile page with our sidebar in it, made nearly transparent over the decoy. */
async function invisibleSidebar(context: BrowserContext): Promise<{ page: Page; sidebar: FrameLocator }> {
  const page = await context.newPage();
  await page.goto(`${hostileOrigin}/`);
  const sidebar = sidebarIn(page, env.appOrigin);
  await sidebar.getByRole('button', { name: /^allow in a new window/i }).waitFor({ timeout: 20_000 });
  await page.evaluate(() => {
    const root = document.querySelector<HTMLElement>('[data-mcp-bridge="root"]');
    if (!root) throw new Error('no sidebar root');
    root.style.opacity = '0.01';
  });
  return { page, sidebar };
}

/** The user clicks what they see (the decoy); the click lands on whatever of ours is at that spot. */
async function clickThrough(page: Page, sidebar: FrameLocator, name: RegExp | string): Promise<Page> {
  // The attacker lays the page out so that the button sits under the decoy's call to action, once the
  // sidebar has stopped moving it (a fresh-clone run once clicked where it had been before a line appeared).
  const opened = page.context().waitForEvent('page', { timeout: 40_000 });
  await clickWhenSettled(sidebar.getByRole('button', { name }));
  const consent = await opened;
  await consent.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
  return consent;
}

const storedSettings = (page: Page) => page.evaluate((key) => localStorage.getItem(key) ?? '', SETTINGS_KEY);

describe('a pairing link from another site', () => {
  it('is only shown, with a loud warning: nothing is stored, nothing connects', async () => {
    const context = await env.browser.newContext();
    const attacker: string[] = [];
    context.on('request', (r) => r.url().includes('attacker.example') && attacker.push(r.url()));
    const page = await context.newPage();
    await page.goto(`${hostileOrigin}/`);
    const link = `${env.appOrigin}/${encodePairingFragment({
      v: 2,
      connector: 'https://attacker.example',
      code: 'attacker-code-0123456789',
      servers: ['files'],
    })}`;
    await page.evaluate((url) => void (location.href = url), link);

    const dialog = page.getByRole('dialog', {
      name: 'Add 1 server from the connector at https://attacker.example?',
    });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole('alert').textContent()).toMatch(/^This is not on your computer/);
    expect(page.url()).toBe(`${env.appOrigin}/`);
    expect(await storedSettings(page)).not.toContain('attacker.example');
    await page.getByRole('tab', { name: 'Servers' }).click();
    expect(await page.getByRole('listitem', { name: /^Server / }).count()).toBe(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await storedSettings(page)).not.toContain('attacker.example');
    expect(attacker).toEqual([]);
    await context.close();
  });

  it('the connector’s own link is added after the confirmation, and works only once', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const link = env.stack.connector.newPairingLink();
    expect(await pairDashboard(page, link)).toBe(3);
    expect(page.url()).not.toContain('#pair=');
    const settings = await storedSettings(page);
    expect(settings).toContain('connector:127.0.0.1');
    // The code, not the token, was in the address bar; the token is stored only after the exchange.
    expect(link).not.toContain(env.stack.connector.token);
    expect(settings).toContain(env.stack.connector.token);

    await page.goto(`${env.appOrigin}/`);
    await page.goto(link);
    const dialog = page.getByRole('dialog', { name: /^Add 3 servers from the connector at / });
    await dialog.getByRole('button', { name: 'Add 3 servers' }).click();
    await dialog.getByText(/already used or has expired/).waitFor({ timeout: 20_000 });
    await context.close();
  });
});

describe('the sidebar, invisible on another site', () => {
  it('does not read the demo pairing file inside the frame', async () => {
    const context = await env.browser.newContext();
    const requests = watchLocalPairing(context);
    const { sidebar } = await invisibleSidebar(context);
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 20_000 });
    expect(requests).toEqual([]);
    await context.close();
  });

  it('a click stolen on Allow only opens our window, which names the site; no grant without its Allow', async () => {
    const context = await env.browser.newContext();
    const { page, sidebar } = await invisibleSidebar(context);
    const consent = await clickThrough(page, sidebar, /^allow in a new window/i);
    expect(new URL(consent.url()).origin).toBe(env.appOrigin);
    await consent.getByRole('heading', { name: `Allow ${hostileOrigin} to use your MCP tools?` }).waitFor();
    // The user notices and closes the window: the page stays ungranted.
    await consent.close();
    await sidebar.getByRole('button', { name: /^allow in a new window/i }).waitFor();
    expect(await sidebar.getByText('servers connected').count()).toBe(0);
    await context.close();
  });

  it('a click stolen on "Copy from the dashboard" sends nothing without a click in our window', async () => {
    const context = await env.browser.newContext();
    const dashboard = await context.newPage();
    await pairDashboard(dashboard, env.stack.connector.newPairingLink());
    const { page, sidebar } = await invisibleSidebar(context);
    const consent = await clickThrough(page, sidebar, 'Copy from the dashboard');
    await consent
      .getByRole('heading', { name: `Copy your dashboard's servers to the sidebar on ${hostileOrigin}?` })
      .waitFor();
    await consent.close();
    await sidebar
      .getByText(/The window was closed|No MCP servers are configured here yet\./)
      .first()
      .waitFor();
    expect(await sidebar.getByRole('listitem', { name: /^Server / }).count()).toBe(0);
    await context.close();
  });
});

describe('the honest demo flow', () => {
  it('"Allow…" in the sidebar, then Allow in the window (which adds the local connector)', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    const consentOpened = context.waitForEvent('page');
    const granting = grantOrigin(sidebar);
    const consent = await consentOpened;
    await consent
      .getByRole('checkbox', {
        name: /^Add the local connector at http:\/\/127\.0\.0\.1:\d+: servers filesystem, memory, clock$/,
      })
      .waitFor({ timeout: 20_000 });
    expect(await consent.getByRole('checkbox').isChecked()).toBe(true);
    await granting;
    await sidebar
      .getByText(/3\/3 servers connected/)
      .first()
      .waitFor({ timeout: 30_000 });
    await context.close();
  });
});
