// Firefox: the loop on a chat page with a strict CSP (scripts only by nonce, no frames, Trusted Types
// required). The bookmarklet's code runs in the page's main world; Firefox refuses the frame, the runtime
// offers a window on our origin, and the loop completes through it with no Trusted Types violation from us.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAndAwaitServers, pairDashboard, selectTab } from '../lib/firefox/app';
import { evaluateBookmarklet } from '../lib/firefox/bookmarklet';
import { sendUserMessage, userMessages, waitForAssistant } from '../lib/firefox/chat';
import { click, windowOpenedBy } from '../lib/firefox/driver';
import { startFirefoxEnv, type FirefoxEnv } from '../lib/firefox/firefoxEnv';
import type { CspViolation } from '../lib/cspViolations';

let env: FirefoxEnv;
beforeAll(async () => {
  env = await startFirefoxEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('Firefox: a strict-CSP chat page', () => {
  it('completes the loop through the popup window', async () => {
    const context = await env.browser.createBrowserContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    // The page's own violations, kept in the page (the preload script runs before the page's scripts).
    await page.evaluateOnNewDocument(() => {
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
    const response = await page.goto(env.stack.cspDemoUrl);
    expect(response?.headers()['content-security-policy']).toMatch(/require-trusted-types-for 'script'/);
    expect(await page.evaluate(() => 'trustedTypes' in window)).toBe(true);

    await evaluateBookmarklet(page, env.distDir);

    // The frame is refused by frame-src 'none'; the runtime offers a window instead.
    const popup = await windowOpenedBy(context, () => click(page, 'button', /^Open .*in a window$/i));
    expect(popup.url().startsWith(env.appOrigin)).toBe(true);

    await grantAndAwaitServers(context, popup);
    // Auto-submit starts off and a bookmarklet suggests no defaults: the user turns the loop on here.
    await selectTab(popup, /^Settings/);
    await click(popup, 'switch', 'Auto-submit');

    await sendUserMessage(page, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(page, /contains/i, 60_000);
    expect(reply).toMatch(/\.(md|txt)/);
    const results = (await userMessages(page)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);

    // The page's frame-src refusal, and none from our code under Trusted Types.
    const seen = await page.evaluate(
      () => (window as unknown as { __violations: Pick<CspViolation, 'directive'>[] }).__violations,
    );
    expect(seen.some((v) => v.directive === 'frame-src')).toBe(true);
    expect(seen.filter((v) => v.directive === 'require-trusted-types-for')).toEqual([]);
    await context.close();
  });
});
