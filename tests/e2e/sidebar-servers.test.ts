// Servers as a user meets them: added by URL in the dashboard (a real SDK server with CORS for the app),
// and an OAuth server signed in from the sidebar: auth needed → Sign in → popup → callback → tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startOAuthTestServer, type OAuthTestServer } from '../../bridge/connections/test/oauthTestServer';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { addServer, sidebarIn } from './lib/chat';
import { signInThroughPopup } from './lib/signIn';

let env: E2eEnv;
let plain: OAuthTestServer;
let secure: OAuthTestServer;
let noCors: OAuthTestServer;
let hiddenSession: OAuthTestServer;
beforeAll(async () => {
  env = await startE2eEnv();
  plain = await startOAuthTestServer({ corsOrigins: [env.appOrigin], requireAuth: false });
  secure = await startOAuthTestServer({ corsOrigins: [env.appOrigin] });
  noCors = await startOAuthTestServer({ corsOrigins: [], requireAuth: false });
  hiddenSession = await startOAuthTestServer({
    corsOrigins: [env.appOrigin],
    requireAuth: false,
    exposeSessionId: false,
  });
});
afterAll(async () => {
  await plain?.stop();
  await secure?.stop();
  await noCors?.stop();
  await hiddenSession?.stop();
  await env?.stop();
});

describe('servers in the dashboard and the sidebar', () => {
  it('adds a server by URL in the dashboard and shows its tools', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.stack.dashboardUrl);
    await page.getByRole('tab', { name: 'Servers' }).click();
    await addServer(page, 'plain', plain.url);

    const item = page.getByRole('listitem', { name: 'Server plain' });
    await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toContain('2 tools');

    await page.getByRole('tab', { name: 'Tools' }).click();
    await page.getByText('greet').first().waitFor({ timeout: 10_000 });
    await page.getByText('whoami').first().waitFor({ timeout: 10_000 });
    await context.close();
  });

  it('signs in to an OAuth server from the sidebar through a popup', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    await sidebar.getByRole('tab', { name: 'Servers' }).click({ timeout: 30_000 });
    await addServer(sidebar, 'secure', secure.url);

    const item = sidebar.getByRole('listitem', { name: 'Server secure' });
    await item.getByText('Sign-in needed', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await item.getByRole('alert').textContent()).toMatch(/asks for authorization \(HTTP 401\)/);

    await signInThroughPopup(context, item);

    await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toMatch(/2 tools/);
    expect(await item.textContent()).toMatch(/OAuth · signed in/);
    await sidebar.getByText(/Signed in to secure/).waitFor();
    expect(secure.log.registrations).toBeGreaterThanOrEqual(1);
    expect(secure.log.tokenGrants).toContain('authorization_code');

    // The token stays in the app's storage: the chat page never sees it.
    const token = await sidebar.locator('body').evaluate(() => {
      const raw = localStorage.getItem('mcp-multi-bridge:settings') ?? '{}';
      const state = (
        JSON.parse(raw) as { state?: { oauth?: Record<string, { tokens?: { access_token?: string } }> } }
      ).state;
      return Object.values(state?.oauth ?? {}).find((r) => r.tokens)?.tokens?.access_token ?? '';
    });
    expect(token).not.toBe('');
    expect(await page.content()).not.toContain(token);
    await context.close();
  });

  it('signs in from the dashboard through a popup, under its Cross-Origin-Opener-Policy', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(env.stack.dashboardUrl);
    // The dashboard cuts off whoever opened it; the sign-in popup it opens itself must still report back.
    expect((await response!.allHeaders())['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    await page.getByRole('tab', { name: 'Servers' }).click();
    await addServer(page, 'secure', secure.url);

    const item = page.getByRole('listitem', { name: 'Server secure' });
    await item.getByText('Sign-in needed', { exact: true }).waitFor({ timeout: 30_000 });
    await signInThroughPopup(context, item);
    await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    expect(await item.textContent()).toMatch(/OAuth · signed in/);
    await context.close();
  });

  it('explains a server the browser may not reach: CORS, and a hidden session id', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.stack.dashboardUrl);
    await page.getByRole('tab', { name: 'Servers' }).click();
    await addServer(page, 'no-cors', noCors.url);
    await addServer(page, 'hidden-session', hiddenSession.url);

    const blocked = page.getByRole('listitem', { name: 'Server no-cors' }).getByRole('alert');
    await blocked.waitFor({ timeout: 30_000 });
    expect(await blocked.textContent()).toMatch(/CORS blocks it/);
    expect(await blocked.textContent()).toMatch(/Access-Control-Allow-Origin/);
    expect(await blocked.textContent()).toMatch(/local network/);

    const hidden = page.getByRole('listitem', { name: 'Server hidden-session' }).getByRole('alert');
    await hidden.waitFor({ timeout: 30_000 });
    expect(await hidden.textContent()).toMatch(/did not let the sidebar read the session id/);
    expect(await hidden.textContent()).toMatch(/Access-Control-Expose-Headers: mcp-session-id/);
    await context.close();
  });
});
