// The loop on a chat page with a strict CSP (scripts only by nonce, no frames, Trusted Types required), in
// Chromium and Firefox. The bookmarklet's code runs in the page's main world; the frame is refused, the runtime
// offers a window on our origin, and the loop completes through it with no Trusted Types violation from us.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookmarkletCode } from '../../scripts/lib/bookmarklet';
import { grantAndAwaitServers, pairDashboard } from './lib/driver/app';
import { BROWSERS } from './lib/driver/browsers';
import { sendUserMessage, userMessages, waitForAssistant } from './lib/driver/chat';
import type { DriverEnv } from './lib/driver/driver';
import type { CspViolation } from './lib/cspViolations';

describe.each(BROWSERS)('%s: a strict-CSP chat page', (_browser, start) => {
  let env: DriverEnv;
  beforeAll(async () => {
    env = await start();
  });
  afterAll(async () => {
    await env?.stop();
  });

  it('completes the loop through the popup window', async () => {
    const context = await env.browser.newContext();
    const tab = await context.newTab();
    await pairDashboard(tab, env.stack.connector.newPairingLink());
    // The page's own violations, kept in its window (an init script runs before the page's scripts).
    await tab.addInitScript(() => {
      if (window.top !== window) return;
      const seen: unknown[] = [];
      Object.defineProperty(window, '__violations', { value: seen });
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push({
          directive: event.effectiveDirective,
          blocked: event.blockedURI,
          source: event.sourceFile,
        }),
      );
    });
    const headers = await tab.goto(env.stack.cspDemoUrl);
    expect(headers['content-security-policy']).toMatch(/require-trusted-types-for 'script'/);
    expect(await tab.evaluate(() => 'trustedTypes' in window)).toBe(true);

    await tab.runBookmarkletCode(bookmarkletCode(env.distDir));

    // The frame is refused by frame-src 'none'; the runtime offers a window instead.
    const popup = await tab.openWindow(/^Open .*in a window$/i);
    expect(popup.url().startsWith(env.appOrigin)).toBe(true);

    await grantAndAwaitServers(popup);
    // Auto-submit starts off and a bookmarklet suggests no defaults: the user turns the loop on here.
    await popup.selectTab(/^Settings/);
    await popup.click('switch', 'Auto-submit');
    expect(await popup.isChecked('switch', 'Auto-submit')).toBe(true);

    await sendUserMessage(tab, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(tab, /contains/i, 60_000);
    expect(reply).toMatch(/\.(md|txt)/);
    const results = (await userMessages(tab)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);

    // The chat page's own violations: its frame-src refusal, and none from our code under Trusted Types.
    const seen = await tab.evaluate(
      () => (window as unknown as { __violations: Pick<CspViolation, 'directive'>[] }).__violations,
    );
    expect(seen.some((v) => v.directive === 'frame-src')).toBe(true);
    expect(seen.filter((v) => v.directive === 'require-trusted-types-for')).toEqual([]);
    await context.close();
  });
});
