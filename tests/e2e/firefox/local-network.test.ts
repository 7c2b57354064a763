// Firefox's local-network access (permission names `loopback-network` / `local-network`): a public site
// reaching 127.0.0.1 needs the user's permission. Here the app origin and the chat site are treated as
// public addresses (Firefox's address-space override); the connector stays loopback. The sidebar frame
// reaches the connector when the user allowed the app (as on pairing in the dashboard) or allowed the chat
// site's prompt, which Firefox shows only in a frame delegated the permission (the frame's `allow`); when
// both are refused, the Servers tab says why and names the fix instead of failing silently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PermissionState } from 'puppeteer-core';
import { ALL_CONNECTED } from '../../../scripts/lib/appDriver';
import { grantOrigin, pairDashboard } from '../lib/driver/app';
import { startFirefox, type FirefoxContext, type FirefoxDriverEnv } from '../lib/driver/firefox';
import { textOf, waitForText } from '../lib/driver/text';

let env: FirefoxDriverEnv;
beforeAll(async () => {
  env = await startFirefox((stack) => ({
    'network.lna.address_space.public.override': [stack.app.url, stack.demo.url]
      .map((origin) => new URL(origin).host)
      .join(','),
  }));
});
afterAll(async () => {
  await env?.stop();
});

const allow = (context: FirefoxContext, origin: string, state: PermissionState) =>
  context.setPermission(origin, 'loopback-network', state);

/** A fresh context paired in the dashboard (the app allowed for that), then `app` / `chat` as given. */
async function openChat(app: PermissionState, chat: PermissionState) {
  const context = await env.browser.newContext();
  const chatOrigin = new URL(env.stack.demoUrl).origin;
  await allow(context, env.appOrigin, 'granted');
  const tab = await context.newTab();
  await pairDashboard(tab, env.stack.connector.newPairingLink());
  await allow(context, env.appOrigin, app);
  await allow(context, chatOrigin, chat);
  await tab.goto(env.stack.demoUrl);
  const sidebar = tab.sidebar(env.appOrigin);
  await grantOrigin(sidebar);
  return { context, tab, sidebar };
}

describe('Firefox: local-network access from a public site', () => {
  it('treats the app as a public site: refused, its requests to the connector fail', async () => {
    const context = await env.browser.newContext();
    await allow(context, env.appOrigin, 'denied');
    const tab = await context.newTab();
    await tab.goto(`${env.appOrigin}/`);
    const outcome = await tab.evaluate(
      (url) => fetch(url).then(String, (error: Error) => error.name),
      env.stack.connector.baseUrl,
    );
    expect(outcome).toBe('TypeError');
    await context.close();
  });

  it('connects when the user allowed the app', async () => {
    const { context, sidebar } = await openChat('granted', 'prompt');
    await waitForText(sidebar, ALL_CONNECTED, 30_000);
    await context.close();
  });

  it("connects when the user allowed the chat site's prompt, delegated to the frame", async () => {
    const { context, sidebar } = await openChat('prompt', 'granted');
    await waitForText(sidebar, ALL_CONNECTED, 30_000);
    await context.close();
  });

  it('says why and names the fix when both are refused', async () => {
    const { context, sidebar } = await openChat('denied', 'denied');
    await sidebar.selectTab(/^Servers/);
    await waitForText(sidebar, /allow access to your local network/, 30_000);
    expect(await textOf(sidebar)).not.toMatch(ALL_CONNECTED);
    await context.close();
  });
});
