// Clickjacking: a site on another origin embeds our loader, hides the sidebar (opacity 0.01) under a decoy
// and puts the user's clicks on the Calls tab and on Run. The stolen clicks run nothing, because Run arms
// only while IntersectionObserver v2 proves the sidebar visible. An ungranted page can't move Run with a
// focusCall. Nor can it complete "Approve in a window…": the consent window needs its own click, and the
// page's forged answers are refused. On the demo chat, with the frame visible, Run works after its arming delay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { grantOrigin, openChat, openGrantedChat, sendUserMessage } from './lib/chat';
import { clickArmed } from './lib/armedClick';
import { embedSnippet } from '../../bridge/protocol/embedSnippet';
import { memoryEntityNames } from './lib/memoryServer';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
let hostile: StaticServer;

function hostilePage(appOrigin: string): string {
  return `<!doctype html><html><head><title>Win a prize</title></head><body>
<h1>Click the button twice to claim your prize</h1>
<button id="decoy" style="position:fixed;left:20px;top:200px;z-index:1;padding:12px 24px">Claim prize</button>
${embedSnippet(appOrigin, {})}
</body></html>`;
}

beforeAll(async () => {
  env = await startE2eEnv();
  hostile = await startStaticServer({ routes: { '/': { body: hostilePage(env.appOrigin) } } });
});

afterAll(async () => {
  await hostile?.stop();
  await env?.stop();
});

/** The page posts one JSON-RPC message to the sidebar frame with the channel's envelope, as its runtime does. */
async function postToSidebar(page: Page, payload: Record<string, unknown>): Promise<void> {
  await page.evaluate((message) => {
    const host = document.querySelector('[data-mcp-bridge="root"]');
    const frame = host?.shadowRoot?.querySelector('iframe');
    if (!frame?.contentWindow) throw new Error('no sidebar frame');
    frame.contentWindow.postMessage(
      { channel: 'mcp-multi-bridge', type: 'mcp', direction: 'client-to-server', payload: message },
      '*',
    );
  }, payload);
}

/** The consent window's answer as the page would forge it, posted to the sidebar frame under several ids. */
async function forgeConsentDecisions(page: Page): Promise<void> {
  await page.evaluate(() => {
    const frame = document.querySelector('[data-mcp-bridge="root"]')?.shadowRoot?.querySelector('iframe');
    if (!frame?.contentWindow) throw new Error('no sidebar frame');
    for (const id of ['', '1', crypto.randomUUID()])
      frame.contentWindow.postMessage(
        { type: 'mcp-bridge:consent-decision', id, decision: { kind: 'action', allowed: true } },
        '*',
      );
  });
}

/**
 * What a hostile page does: makes our loader's host almost transparent, above its decoy. (Moving the host
 * into a wrapper would reload the frame, so it overrides the host's own inline style instead.)
 */
async function hideSidebar(page: Page, opacity: string): Promise<void> {
  await page.evaluate((value) => {
    const host = document.querySelector<HTMLElement>('[data-mcp-bridge="root"]');
    if (!host) throw new Error('no loader');
    host.style.setProperty('opacity', value, 'important');
    // Opacity makes the host a stacking context: lift it above the decoy, so the clicks land in our frame.
    host.style.setProperty('position', 'relative', 'important');
    host.style.setProperty('z-index', '2147483647', 'important');
  }, opacity);
}

/** Moves the decoy under a point, so the user aims at it, and clicks there as the user would. */
async function stealClick(page: Page, target: { x: number; y: number }): Promise<void> {
  await page.evaluate(({ x, y }) => {
    const decoy = document.getElementById('decoy');
    if (!decoy) throw new Error('no decoy');
    decoy.style.left = `${x - 40}px`;
    decoy.style.top = `${y - 15}px`;
  }, target);
  await page.mouse.click(target.x, target.y);
}

async function centerOf(locator: ReturnType<FrameLocator['getByRole']>): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('no box');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

function sidebarFrame(page: Page): Frame {
  const frame = page.frames().find((f) => f.url().startsWith(`${env.appOrigin}/sidebar`));
  if (!frame) throw new Error('no sidebar frame');
  return frame;
}

const createEntity = (name: string, observations: string[] = []) => ({
  jsonrpc: '2.0',
  id: 9001,
  method: 'tools/call',
  params: { name: 'create_entities', arguments: { entities: [{ name, entityType: 'x', observations }] } },
});

describe('a hostile site that hides the sidebar', () => {
  it('gets nothing from clicks stolen at the Calls tab and at Run', async () => {
    // The user once allowed this site, honestly and with the sidebar in view.
    const { context, page, sidebar } = await openGrantedChat(
      env.browser,
      demoChat(env, [], `${hostile.url}/`),
    );
    await sidebar.getByRole('tab', { name: 'Tools' }).click();

    await hideSidebar(page, '0.01');
    await postToSidebar(page, createEntity('stolen-click-entity'));
    const callsTab = sidebar.getByRole('tab', { name: 'Calls' });
    await stealClick(page, await centerOf(callsTab));
    await expect.poll(() => callsTab.getAttribute('aria-selected')).toBe('true');

    const card = sidebar.getByRole('article', { name: /create_entities/ });
    const run = card.getByRole('button', { name: 'Run' });
    await run.waitFor();
    const runAt = await centerOf(run);
    // Two "prize" clicks, well apart and each long after the arming delay.
    for (let i = 0; i < 2; i++) {
      await page.waitForTimeout(1_500);
      await stealClick(page, runAt);
    }

    expect(await run.isDisabled()).toBe(true);
    expect(await card.locator('[data-gate]').getAttribute('data-gate')).toBe('hidden');
    expect(await card.getByText(/not visible/i).count()).toBe(1);
    expect(await card.getAttribute('data-status')).toBe('pending');
    expect(await memoryEntityNames(env)).not.toContain('stolen-click-entity');

    // Control: the very same click works once the page stops hiding the sidebar and Run has armed, so
    // it was the visibility gate, and only it, that refused the stolen clicks.
    await hideSidebar(page, '1');
    await expect.poll(() => run.isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.mouse.click(runAt.x, runAt.y);
    await expect.poll(() => memoryEntityNames(env), { timeout: 20_000 }).toContain('stolen-click-entity');
    await context.close();
  });

  it('cannot complete "Approve in a window…" itself: the window needs its own click, forged answers fail', async () => {
    const { context, page, sidebar } = await openGrantedChat(
      env.browser,
      demoChat(env, [], `${hostile.url}/`),
    );
    await sidebar.getByRole('tab', { name: 'Tools' }).click();
    await hideSidebar(page, '0.01');
    // A bidi override to reorder what the window shows, and more text than its box holds.
    await postToSidebar(page, createEntity('window-forged-entity', ['\u202Egnp.exe', 'filler '.repeat(800)]));
    const callsTab = sidebar.getByRole('tab', { name: 'Calls' });
    await stealClick(page, await centerOf(callsTab));
    const card = sidebar.getByRole('article', { name: /create_entities/ });
    const inWindow = card.getByRole('button', { name: 'Approve in a window…' });
    await inWindow.waitFor();
    // The card is tall (its arguments are long): bring the button on screen, where the page aims its click.
    await inWindow.scrollIntoViewIfNeeded();

    // A stolen click on the fallback only opens our window, which shows what the call would do.
    const opened = context.waitForEvent('page');
    await stealClick(page, await centerOf(inWindow));
    const window = await opened;
    await window.getByRole('heading', { name: 'Run create_entities on memory?' }).waitFor();
    // Every character shows: the override written out, and the clipped box says there is more to scroll.
    expect(await window.getByLabel('Arguments').textContent()).toContain('\\u202egnp.exe');
    await window.getByText(/^\d[\d,]* characters in all: scroll the box for more\.$/).waitFor();

    // The page forges the window's answer (any id: it can't see the real one) and waits past the arming delay.
    await forgeConsentDecisions(page);
    // The sleep proves an absence (the forged answer runs nothing): there is no event to wait for.
    await page.waitForTimeout(1_500);
    expect(await card.getAttribute('data-status')).toBe('pending');
    expect(await memoryEntityNames(env)).not.toContain('window-forged-entity');

    // Control: the user's own click in the window runs it, once; a replay afterwards changes nothing.
    await window.getByRole('button', { name: 'Run' }).click();
    await expect.poll(() => memoryEntityNames(env), { timeout: 20_000 }).toContain('window-forged-entity');
    await expect.poll(() => card.getAttribute('data-status')).toBe('done');
    await forgeConsentDecisions(page);
    // The sleep proves an absence (the replay adds no second card): there is no event to wait for.
    await page.waitForTimeout(500);
    expect(await sidebar.getByRole('article', { name: /create_entities/ }).count()).toBe(1);
    await context.close();
  });

  it('cannot switch the sidebar to a call with focusCall before the user allowed it', async () => {
    const { context, page, sidebar } = await openChat(env.browser, demoChat(env, [], `${hostile.url}/`));
    const toolsTab = sidebar.getByRole('tab', { name: 'Tools' });
    await toolsTab.click({ timeout: 20_000 });
    const focusCall = {
      jsonrpc: '2.0',
      method: 'notifications/mcpbridge/focusCall',
      params: { key: 'any-call' },
    };
    await postToSidebar(page, focusCall);
    // A request after the notification: once it is answered, the notification was handled (in order).
    await postToSidebar(page, { jsonrpc: '2.0', id: 9002, method: 'ping' });
    await page.waitForTimeout(500);
    expect(await toolsTab.getAttribute('aria-selected')).toBe('true');
    const callsTab = sidebar.getByRole('tab', { name: 'Calls' });
    expect(await callsTab.getAttribute('aria-selected')).toBe('false');

    // Control: once the user allowed the site, the same notification does switch to the Calls tab.
    await grantOrigin(sidebar);
    await toolsTab.click();
    await postToSidebar(page, focusCall);
    await expect.poll(() => callsTab.getAttribute('aria-selected')).toBe('true');
    await context.close();
  });
});

describe('the honest flow on the demo chat', () => {
  it('enables Run after the arming delay and runs the call', async () => {
    const { context, page, sidebar } = await openGrantedChat(env.browser, demoChat(env));
    // Record, inside the sidebar, when the card appears and when its controls change state.
    await sidebarFrame(page).evaluate(() => {
      const log: Array<{ gate: string; at: number }> = [];
      (window as unknown as { gateLog: typeof log }).gateLog = log;
      new MutationObserver(() => {
        const gate = document.querySelector('[data-gate]')?.getAttribute('data-gate');
        if (gate && log.at(-1)?.gate !== gate) log.push({ gate, at: performance.now() });
      }).observe(document.body, { subtree: true, childList: true, attributes: true });
    });

    await sendUserMessage(page, 'Please remember honest-run-entity');
    const card = sidebar.getByRole('article', { name: /create_entities/ });
    await clickArmed(card.getByRole('button', { name: 'Run' }), 30_000);
    await expect.poll(() => memoryEntityNames(env), { timeout: 20_000 }).toContain('honest-run-entity');

    const log = await sidebarFrame(page).evaluate(
      () => (window as unknown as { gateLog: Array<{ gate: string; at: number }> }).gateLog,
    );
    const armed = log.find((entry) => entry.gate === 'armed');
    expect(log[0]?.gate).not.toBe('armed');
    expect(armed).toBeDefined();
    const armingMs = Math.round((armed?.at ?? 0) - (log[0]?.at ?? 0));
    console.log(
      `gate states: ${log.map((e) => e.gate).join(' → ')}; armed ${armingMs} ms after the card appeared`,
    );
    expect(armingMs).toBeGreaterThanOrEqual(600);
    await context.close();
  });
});
