// The same loop on a page with a strict CSP: scripts only by nonce, no frames, Trusted Types required.
// The bookmarklet runs in the page's main world; the frame is blocked, so the loop completes through
// the popup window on our origin, and our code causes no Trusted Types violation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';
import {
  grantAndAwaitServers,
  pairDashboard,
  sendUserMessage,
  userMessages,
  waitForAssistant,
} from './lib/chat';
import { clickBookmarklet } from '../../scripts/lib/bookmarklet';
import { recordContextViolations } from './lib/cspViolations';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('a strict-CSP chat page', () => {
  it('completes the loop through the popup window', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    const seen = await recordContextViolations(context);
    const response = await page.goto(env.stack.cspDemoUrl);
    expect(response?.headers()['content-security-policy']).toMatch(/require-trusted-types-for 'script'/);

    await clickBookmarklet(page, inject('distDir'));

    // The frame is refused by frame-src 'none'; the runtime offers a window instead.
    const offer = page.getByRole('button', { name: /open .*in a window/i });
    await offer.waitFor({ timeout: 20_000 });
    const [popup] = await Promise.all([context.waitForEvent('page'), offer.click()]);
    await popup.waitForLoadState();
    expect(popup.url().startsWith(env.appOrigin)).toBe(true);

    await grantAndAwaitServers(popup);
    // Auto-submit starts off and a bookmarklet suggests no defaults: the user turns the loop on here.
    await popup.getByRole('tab', { name: /^settings/i }).click();
    await popup.getByRole('switch', { name: 'Auto-submit' }).check();

    await sendUserMessage(page, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(page, /contains/i, 60_000);
    expect(reply).toMatch(/\.(md|txt)/);
    const results = (await userMessages(page)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);

    // The chat page's own violations: its frame-src refusal, and none from our code under Trusted Types.
    const onPage = seen.filter((v) => v.document.startsWith(env.stack.cspDemoUrl));
    expect(onPage.some((v) => v.directive === 'frame-src')).toBe(true);
    expect(onPage.filter((v) => v.directive === 'require-trusted-types-for')).toEqual([]);
    await context.close();
  });
});
