// Another site frames our pages. Only sidebar.html may render in its frame: the dashboard, the OAuth
// callback and the consent window are refused by the headers we ship (public/_headers) and, on a host that
// drops those headers, by the pages' own check. The honest flow runs under the strict CSP with no violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { grantAndAwaitServers, pairDashboard, runWithTextInNumberField, sidebarIn } from './lib/chat';
import { recordContextViolations } from './lib/cspViolations';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

const REFUSING_PAGES = ['/', '/oauth-callback.html', '/consent.html'];
const FRAMED_NOTICE = "This page can't be shown inside another site. Open it directly:";

let env: E2eEnv;
let hostile: StaticServer;
/** The same build served without any _headers, as a careless static host would. */
let bare: StaticServer;

beforeAll(async () => {
  env = await startE2eEnv();
  hostile = await startStaticServer({
    routes: { '/': { body: '<!doctype html><title>Win a prize</title><button>Click here</button>' } },
  });
  bare = await startStaticServer({ root: inject('distDir') });
});

afterAll(async () => {
  await bare?.stop();
  await hostile?.stop();
  await env?.stop();
});

/**
 * Opens the hostile site and has it frame `src`; resolves with that frame once it loaded, and every URL
 * the page and its frame requested. `otherSite` serves it as localhost (another site, whose frames get no
 * storage in Chromium); otherwise it is another origin of the same site, so the frame's storage is readable.
 */
async function frameOnHostileSite(
  src: string,
  otherSite: boolean,
): Promise<{ page: Page; frame: Frame; requests: string[] }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto(otherSite ? `${hostile.url.replace('127.0.0.1', 'localhost')}/` : `${hostile.url}/`);
  await page.evaluate(
    (url) =>
      new Promise<void>((loaded) => {
        const frame = document.createElement('iframe');
        frame.src = url;
        frame.addEventListener('load', () => loaded(), { once: true });
        document.body.append(frame);
      }),
    src,
  );
  const frame = page.frames().find((f) => f !== page.mainFrame());
  if (!frame) throw new Error('the hostile page has no frame');
  return { page, frame, requests };
}

const bodyText = (frame: Frame) => frame.evaluate(() => document.body.innerText);

describe('with the headers we ship', () => {
  it.each(REFUSING_PAGES)('the browser refuses to render %s inside another site', async (path) => {
    const { page, frame } = await frameOnHostileSite(`${env.appOrigin}${path}`, true);
    // Chromium replaces a frame refused by frame-ancestors / X-Frame-Options with its own error page.
    await expect.poll(() => frame.url()).toBe('chrome-error://chromewebdata/');
    expect(await bodyText(frame)).not.toContain('MCP Multi Bridge');
    await page.context().close();
  });

  it('still lets another site frame the sidebar', async () => {
    const { page, frame } = await frameOnHostileSite(`${env.appOrigin}/sidebar.html`, true);
    expect(frame.url()).toBe(`${env.appOrigin}/sidebar.html`);
    await frame.getByRole('tab', { name: 'Calls' }).waitFor({ timeout: 20_000 });
    expect(await bodyText(frame)).toContain('MCP Multi Bridge');
    await page.context().close();
  });
});

describe('on a host that drops the headers', () => {
  it.each(REFUSING_PAGES)('%s refuses by itself: a notice, no app, no storage', async (path) => {
    // A pairing link in the address, as an attacker would add: it must not even be read.
    const fragment = new URL(env.stack.connector.newPairingLink()).hash;
    const { page, frame, requests } = await frameOnHostileSite(
      `${bare.url}${path}?from=hostile${fragment}`,
      false,
    );
    expect(frame.url()).toContain(`${bare.url}${path}`);
    await frame.getByText(FRAMED_NOTICE).waitFor({ timeout: 20_000 });
    const seen = await frame.evaluate(() => ({
      text: document.body.innerText,
      root: document.getElementById('root'),
      links: [...document.querySelectorAll('a')].map((a) => ({ href: a.href, target: a.target })),
      stored: localStorage.length,
    }));
    expect(seen.root).toBeNull();
    expect(seen.text).not.toMatch(/Servers|Allow|Dashboard/);
    expect(seen.links).toEqual([{ href: `${bare.url}${path}`, target: '_blank' }]);
    expect(seen.stored).toBe(0);
    // The app itself never loaded: not its code (the mount chunks), not the local pairing.
    expect(requests.filter((url) => /\/assets\/mount|local-pairing/.test(url))).toEqual([]);
    await page.context().close();
  });
});

describe('the honest flow under the strict CSP', () => {
  it('renders the dashboard top-level and the sidebar on the chat, with no CSP violation', async () => {
    const context = await env.browser.newContext();
    const violations = await recordContextViolations(context);
    const dashboard = await context.newPage();
    const response = await dashboard.goto(`${env.appOrigin}/`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");
    await dashboard.getByRole('tab', { name: 'Servers' }).waitFor({ timeout: 20_000 });

    await pairDashboard(dashboard, env.stack.connector.newPairingLink());
    await dashboard.getByRole('tab', { name: 'Servers' }).click();
    await dashboard
      .getByText(/3\/3 servers connected|Connected/)
      .first()
      .waitFor({ timeout: 30_000 });
    // The tool form's check runs ajv, which compiles code: it must work without 'unsafe-eval'.
    await dashboard.getByRole('tab', { name: 'Tools', exact: true }).click();
    await runWithTextInNumberField(dashboard);

    // Closed first: in the local stack the chat shares the app's site (127.0.0.1), so both pages would draw on
    // the browser's six connections to the connector, and each connected server keeps one open (its event
    // stream): with three servers the sidebar's last one would wait for a free connection.
    await dashboard.close();
    const chat = await context.newPage();
    await chat.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(chat, env.appOrigin);
    await grantAndAwaitServers(sidebar);
    await sidebar.getByRole('tab', { name: 'Tools' }).click();
    await sidebar.getByRole('tab', { name: 'Instructions' }).click();

    const ours = violations.filter((v) => v.document.startsWith(env.appOrigin));
    expect(ours).toEqual([]);
    await context.close();
  });
});
