// "Diagnose" on a server, in a real browser against real, deliberately misconfigured MCP servers on
// 127.0.0.1: each test adds the server, clicks Diagnose and reads the failing step and its fix, as the
// user would. The checks run from the app's origin, where the real connection runs.
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthTestServer, type OAuthTestServer } from '../../bridge/connections/test/oauthTestServer';
import { startSseOnlyServer, type SseOnlyServer } from '../../bridge/connections/test/sseOnlyServer';
import { freePort } from '../../scripts/lib/buildProduct';
import { addServer, sidebarIn } from './lib/chat';
import { startCorsProxy, type CorsProxy } from './lib/corsProxy';
import {
  OLD_PROTOCOL_VERSION,
  startOldProtocolServer,
  type OldProtocolServer,
} from './lib/oldProtocolServer';
import { signInThroughPopup } from './lib/signIn';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
let healthy: OAuthTestServer;
let noCors: OAuthTestServer;
let hiddenSession: OAuthTestServer;
let secure: OAuthTestServer;
let oldSse: SseOnlyServer;
let oldSseWithCors: CorsProxy;
let oldProtocol: OldProtocolServer;
let closedPort: number;

beforeAll(async () => {
  env = await startE2eEnv();
  const corsOrigins = [env.appOrigin];
  healthy = await startOAuthTestServer({ corsOrigins, requireAuth: false });
  noCors = await startOAuthTestServer({ corsOrigins: [], requireAuth: false });
  hiddenSession = await startOAuthTestServer({ corsOrigins, requireAuth: false, exposeSessionId: false });
  secure = await startOAuthTestServer({ corsOrigins });
  oldSse = await startSseOnlyServer();
  oldSseWithCors = await startCorsProxy(oldSse.url, env.appOrigin);
  oldProtocol = await startOldProtocolServer(env.appOrigin);
  closedPort = await freePort();
});
afterAll(async () => {
  for (const server of [healthy, noCors, hiddenSession, secure]) await server?.stop();
  await oldSseWithCors?.stop();
  await oldProtocol?.stop();
  await oldSse?.close();
  await env?.stop();
});

async function openDashboard(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await env.browser.newContext();
  const page = await context.newPage();
  await page.goto(env.stack.dashboardUrl);
  await page.getByRole('tab', { name: 'Servers' }).click();
  return { context, page };
}

/** Adds the server, clicks Diagnose and waits until every step has a verdict; returns the panel. */
async function diagnose(scope: Page | FrameLocator, name: string, url: string): Promise<Locator> {
  await addServer(scope, name, url);
  const item = scope.getByRole('listitem', { name: `Server ${name}` });
  await item.getByRole('button', { name: `Diagnose ${name}` }).click();
  const panel = item.getByRole('region', { name: `Diagnosis of ${name}` });
  await awaitVerdicts(panel);
  return panel;
}

/** Every step has a verdict once the report can be copied (a run in progress keeps it disabled). */
async function awaitVerdicts(panel: Locator): Promise<void> {
  await expect
    .poll(() => panel.getByRole('button', { name: 'Copy report' }).isEnabled(), { timeout: 30_000 })
    .toBe(true);
}

const step = (panel: Locator, title: string, verdict: string) =>
  panel.getByRole('listitem', { name: `${title}: ${verdict}` });

async function verdicts(panel: Locator): Promise<Record<string, string | null>> {
  const rows = await panel.locator('li[data-step]').all();
  return Object.fromEntries(
    await Promise.all(
      rows.map(async (row) => [await row.getAttribute('data-step'), await row.getAttribute('data-status')]),
    ),
  );
}

/** Every step of the checklist, passed. */
const ALL_PASSED = {
  reachability: 'pass',
  cors: 'pass',
  'session-header': 'pass',
  protocol: 'pass',
  auth: 'pass',
  tools: 'pass',
};

describe('Diagnose', () => {
  it('passes every step on a healthy server, in the sidebar', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    await sidebar.getByRole('tab', { name: 'Servers' }).click({ timeout: 30_000 });
    const panel = await diagnose(sidebar, 'healthy', healthy.url);
    expect(await verdicts(panel)).toEqual(ALL_PASSED);
    expect(await step(panel, 'Protocol version', 'passed').textContent()).toMatch(
      /MCP 2025-\d\d-\d\d \(Streamable HTTP\)/,
    );
    expect(await step(panel, 'Tools', 'passed').textContent()).toContain('2 tools');
    expect(await panel.textContent()).not.toContain('Fix:');
    await context.close();
  });

  it('names a stopped server, a wrong port and an ad blocker when nothing listens', async () => {
    const { context, page } = await openDashboard();
    const panel = await diagnose(page, 'nothing', `http://127.0.0.1:${closedPort}/mcp`);
    const reach = await step(panel, 'Reachability', 'failed').textContent();
    expect(reach).toContain(`Nothing answered at 127.0.0.1:${closedPort}`);
    expect(reach).toMatch(/can't tell them apart/);
    expect(reach).toMatch(
      /Fix: Start the server and check its port; if it is running, allow 127\.0\.0\.1 for this site in your ad blocker/,
    );
    expect(await verdicts(panel)).toMatchObject({ cors: 'skip', protocol: 'skip', tools: 'skip' });
    await context.close();
  });

  it('tells a block of 127.0.0.1 (as an ad blocker does) from a stopped server', async () => {
    const { context, page } = await openDashboard();
    const port = new URL(healthy.url).port;
    // What an extension's block looks like to the page: the request fails with ERR_BLOCKED_BY_CLIENT.
    await context.route(
      (url) => url.hostname === '127.0.0.1' && url.port === port,
      (route) => route.abort('blockedbyclient'),
    );
    const panel = await diagnose(page, 'blocked', healthy.url);
    const reach = await step(panel, 'Reachability', 'failed').textContent();
    expect(reach).toContain(`but the same server answers at localhost:${port}`);
    expect(reach).toMatch(/most likely an ad blocker or privacy extension/);
    expect(reach).toContain(
      `Fix: Allow 127.0.0.1 for this site in your ad blocker or privacy extension, or use http://localhost:${port}/mcp`,
    );

    // A blocker of every loopback name looks exactly like a stopped server: the text says it can't tell.
    await context.route(
      (url) => url.hostname === 'localhost' && url.port === port,
      (route) => route.abort('blockedbyclient'),
    );
    await panel.getByRole('button', { name: 'Run again' }).click();
    await awaitVerdicts(panel);
    expect(await step(panel, 'Reachability', 'failed').textContent()).toMatch(/can't tell them apart/);
    await context.close();
  });

  it('finds a server that sends no CORS headers', async () => {
    const { context, page } = await openDashboard();
    const panel = await diagnose(page, 'nocors', noCors.url);
    expect(await verdicts(panel)).toMatchObject({ reachability: 'pass', cors: 'fail' });
    const cors = await step(panel, 'CORS', 'failed').textContent();
    expect(cors).toContain(`the browser hides its answers from ${env.appOrigin}`);
    expect(cors).toContain(`Fix: Make the server send Access-Control-Allow-Origin: ${env.appOrigin}`);
    await context.close();
  });

  it('finds a session id the browser may not read', async () => {
    const { context, page } = await openDashboard();
    const panel = await diagnose(page, 'hidden', hiddenSession.url);
    expect(await verdicts(panel)).toMatchObject({ cors: 'pass', 'session-header': 'fail', protocol: 'pass' });
    const session = await step(panel, 'Session header (mcp-session-id)', 'failed').textContent();
    expect(session).toMatch(
      /next request without it was refused \(HTTP 400: Bad Request: Session ID required\)/,
    );
    expect(session).toContain(
      'Fix: Add mcp-session-id to the Access-Control-Expose-Headers the server sends.',
    );
    await context.close();
  });

  it('finds the sign-in a server asks for, then passes once signed in; the report carries no token', async () => {
    const { context, page } = await openDashboard();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.appOrigin });
    const panel = await diagnose(page, 'secure', secure.url);
    expect(await verdicts(panel)).toMatchObject({
      cors: 'pass',
      protocol: 'skip',
      auth: 'fail',
      tools: 'skip',
    });
    const auth = await step(panel, 'Sign-in', 'failed').textContent();
    expect(auth).toContain(
      'you are not signed in to it (HTTP 401; WWW-Authenticate names resource metadata; protected resource metadata found; authorization server metadata found at',
    );
    expect(auth).toContain('Fix: Click Sign in on this server.');

    // Following the fix: sign in (popup), run the diagnosis again; the stored token is what it sends.
    const item = page.getByRole('listitem', { name: 'Server secure' });
    await signInThroughPopup(context, item);
    await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Run again' }).click();
    await awaitVerdicts(panel);
    expect(await verdicts(panel)).toEqual(ALL_PASSED);
    expect(await step(panel, 'Sign-in', 'passed').textContent()).toContain(
      'Signed in: the server accepted the token.',
    );

    await panel.getByRole('button', { name: 'Copy report' }).click();
    await panel.getByText('Report copied').waitFor();
    const report = await page.evaluate(() => navigator.clipboard.readText());
    expect(report).toMatch(/^MCP Multi Bridge diagnosis of http:\/\/127\.0\.0\.1:\d+\/mcp\n/);
    expect(report).toContain('credentials: OAuth');
    expect(report).toContain('[PASS] Sign-in: Signed in: the server accepted the token.');
    const token = await page.evaluate(() => {
      const raw = localStorage.getItem('mcp-multi-bridge:settings') ?? '{}';
      const state = (
        JSON.parse(raw) as { state?: { oauth?: Record<string, { tokens?: { access_token?: string } }> } }
      ).state;
      return Object.values(state?.oauth ?? {}).find((r) => r.tokens)?.tokens?.access_token ?? '';
    });
    expect(token).not.toBe('');
    expect(report).not.toContain(token);
    await context.close();
  });

  it('flags a server that speaks only the old SSE transport', async () => {
    const { context, page } = await openDashboard();
    const panel = await diagnose(page, 'oldsse', oldSseWithCors.url);
    expect(await verdicts(panel)).toMatchObject({ cors: 'pass', protocol: 'warn', tools: 'pass' });
    const protocol = await step(panel, 'Protocol version', 'warning').textContent();
    expect(protocol).toMatch(/MCP 20\d\d-\d\d-\d\d, but only over the old HTTP\+SSE transport/);
    expect(protocol).toContain(
      'Fix: This server speaks the old SSE transport; it works with the transport set to SSE or Auto',
    );
    expect(await step(panel, 'Tools', 'passed').textContent()).toContain('2 tools');
    await context.close();
  });

  it('names a protocol version the app does not speak, with the fix', async () => {
    const { context, page } = await openDashboard();
    const panel = await diagnose(page, 'ancient', oldProtocol.url);
    expect(await verdicts(panel)).toMatchObject({ reachability: 'pass', cors: 'pass', protocol: 'fail' });
    const protocol = await step(panel, 'Protocol version', 'failed').textContent();
    expect(protocol).toContain(`protocol version ${OLD_PROTOCOL_VERSION}`);
    expect(protocol).toContain('Fix: Update the server (or its MCP SDK) to a current protocol version.');
    await context.close();
  });
});
