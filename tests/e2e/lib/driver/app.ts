// Drives our own app through the driver, as a user would, in any browser: pair the dashboard from a
// connector link, open a chat page and find its sidebar, grant the page in the consent window.
import { ALL_CONNECTED } from '../../../../scripts/lib/appDriver';
import type { Context, DriverEnv, Scope, Tab } from './driver';
import { waitForText } from './text';

const PAIRED = /Paired (\d+) servers? from the connector\./;

/** Opens a connector's pairing link in the dashboard and confirms; resolves with the count it reports. */
export async function pairDashboard(tab: Tab, link: string): Promise<number> {
  await tab.goto(link);
  await tab.click('button', /^Add \d+ servers?$/);
  return Number(PAIRED.exec(await waitForText(tab, PAIRED))?.[1]);
}

/** "Allow in a new window…" in the sidebar (frame or popup), then Allow in the consent window. */
export async function grantOrigin(sidebar: Scope): Promise<void> {
  const consent = await sidebar.openWindow(/^Allow in a new window/);
  await consent.decideAndWaitClosed('Allow');
}

/** As grantOrigin, then waits until the sidebar reports every server connected. */
export async function grantAndAwaitServers(sidebar: Scope, connected = ALL_CONNECTED): Promise<void> {
  await grantOrigin(sidebar);
  await waitForText(sidebar, connected, 30_000);
}

export interface OpenChat {
  context: Context;
  tab: Tab;
  sidebar: Scope;
}

/** A fresh context: pairs the dashboard with the stack's connector, then opens `chatUrl` (the demo chat). */
export async function openChat(env: DriverEnv, chatUrl = env.stack.demoUrl): Promise<OpenChat> {
  const context = await env.browser.newContext();
  const tab = await context.newTab();
  await pairDashboard(tab, env.stack.connector.newPairingLink());
  await tab.goto(chatUrl);
  return { context, tab, sidebar: tab.sidebar(env.appOrigin) };
}

/** As openChat, then Allow in the consent window and every server connected. */
export async function openGrantedChat(env: DriverEnv, chatUrl?: string): Promise<OpenChat> {
  const chat = await openChat(env, chatUrl);
  await grantAndAwaitServers(chat.sidebar);
  return chat;
}

export interface CallCard {
  label: string;
  status: string;
  text: string;
}

/** The sidebar's call cards ("Call <tool> …"), in order. */
export function callCards(sidebar: Scope): Promise<CallCard[]> {
  return sidebar.evaluate(() =>
    [...document.querySelectorAll('article[aria-label^="Call "]')].map((card) => ({
      label: card.getAttribute('aria-label') ?? '',
      status: card.getAttribute('data-status') ?? '',
      text: card.textContent ?? '',
    })),
  );
}
