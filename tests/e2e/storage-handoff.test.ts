// Chromium partitions a cross-site frame's storage: the sidebar on a chat page of another site does not
// see the servers paired in the dashboard. It says so, and the first-party consent window shows what it
// would copy and, on the user's click, hands the configuration straight to the frame (never through the page).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { openConsentWindow, pairDashboard, sidebarIn } from './lib/chat';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('storage partitioning', () => {
  it('the sidebar on another site copies the dashboard servers through the consent window', async () => {
    const context = await env.browser.newContext();
    // As on the hosted app, where only the pairing link configures the dashboard.
    await context.route('**/local-pairing.json', (route) => route.fulfill({ status: 404, body: '' }));
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    await page.getByText('Paired 2 servers from the connector.').waitFor({ timeout: 20_000 });

    // The chat page on another site: localhost is not the same site as 127.0.0.1.
    const chatUrl = env.stack.demoUrl.replace('//127.0.0.1:', '//localhost:');
    expect(new URL(chatUrl).hostname).toBe('localhost');
    await page.addInitScript(() => {
      if (window.top !== window) return;
      const seen: string[] = [];
      Object.defineProperty(window, '__hostMessages', { value: seen });
      window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
    });
    await page.goto(chatUrl);
    const sidebar = sidebarIn(page, env.appOrigin);

    await sidebar.getByText('No MCP servers are configured here yet.').waitFor({ timeout: 20_000 });
    await sidebar.getByText(/storage partitioning/).waitFor();

    const popup = await openConsentWindow(sidebar, 'Copy from the dashboard');
    expect(new URL(popup.url()).origin).toBe(env.appOrigin);
    // The window names the site and what would travel; the sidebar gets nothing before the click.
    await popup
      .getByRole('heading', {
        name: `Copy your dashboard's servers to the sidebar on ${new URL(chatUrl).origin}?`,
      })
      .waitFor();
    expect(
      await popup.getByRole('list', { name: 'Servers to copy' }).getByRole('listitem').allTextContents(),
    ).toEqual([expect.stringMatching(/^filesystem /), expect.stringMatching(/^memory /)]);
    await sidebar.getByText('No MCP servers are configured here yet.').waitFor();
    const closed = popup.waitForEvent('close', { timeout: 20_000 });
    await popup
      .getByRole('button', { name: 'Copy', exact: true })
      .click()
      .catch((error: unknown) => {
        if (!popup.isClosed()) throw error;
      });
    await closed;

    await sidebar.getByText('Copied 2 server(s) from the dashboard.').waitFor({ timeout: 10_000 });
    for (const name of ['filesystem', 'memory']) {
      const item = sidebar.getByRole('listitem', { name: `Server ${name}` });
      await item.getByText('Connected', { exact: true }).waitFor({ timeout: 30_000 });
    }

    // The connector token travelled popup → frame only; the chat page's window got none of it.
    const hostMessages = await page.evaluate(
      () => (window as unknown as { __hostMessages: string[] }).__hostMessages,
    );
    expect(hostMessages.join('\n')).not.toContain(env.stack.connector.token);
    await context.close();
  });
});
