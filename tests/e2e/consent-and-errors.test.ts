// Nothing happens without consent, forged messages are ignored, and bad AI output gets a clear error
// result in the chat instead of a crash.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memoryEntityNames } from './lib/memoryServer';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { openChat, openGrantedChat, sendUserMessage, userMessages, waitForAssistant } from './lib/chat';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('consent', () => {
  it('gives an ungranted page no tools and runs nothing', async () => {
    const { context, page, sidebar } = await openChat(env.browser, demoChat(env));
    await sidebar.getByRole('button', { name: /^allow/i }).waitFor({ timeout: 20_000 });

    await sendUserMessage(page, 'Please remember ungranted-entity');
    await waitForAssistant(page, /function_call_end/, 30_000);
    await page.waitForTimeout(3_000);

    expect((await userMessages(page)).filter((t) => t.includes('<function_result'))).toEqual([]);
    expect(await sidebar.getByRole('article').count()).toBe(0);
    expect(await memoryEntityNames(env)).not.toContain('ungranted-entity');
    await context.close();
  });

  it('ignores a forged postMessage from another frame and another window', async () => {
    const { context, page, sidebar } = await openGrantedChat(env.browser, demoChat(env));

    const forged = {
      channel: 'mcp-multi-bridge',
      type: 'mcp',
      direction: 'client-to-server',
      payload: {
        jsonrpc: '2.0',
        id: 9001,
        method: 'tools/call',
        params: {
          name: 'create_entities',
          arguments: { entities: [{ name: 'forged-entity', entityType: 'x', observations: [] }] },
        },
      },
    };
    await page.evaluate(async (message) => {
      // The sidebar frame lives in the loader's (open) shadow root.
      const hosts = Array.from(document.querySelectorAll('*')).filter((el) => el.shadowRoot);
      const frame = hosts.map((el) => el.shadowRoot?.querySelector('iframe')).find(Boolean);
      const target = frame?.contentWindow;
      if (!target) throw new Error('no sidebar frame');
      // Another frame on the page posts with the right envelope.
      const other = document.createElement('iframe');
      document.body.append(other);
      const otherWindow = other.contentWindow as Window & typeof globalThis;
      new otherWindow.Function('target', 'message', "target.postMessage(message, '*')")(target, message);
      // Another window posts too.
      const popup = window.open('about:blank', 'forger', 'popup,width=200,height=200');
      const popupWindow = popup as (Window & typeof globalThis) | null;
      if (popupWindow)
        new popupWindow.Function('target', 'message', "target.postMessage(message, '*')")(target, message);
      await new Promise((done) => setTimeout(done, 2_000));
      popup?.close();
    }, forged);

    expect(await sidebar.getByRole('article').count()).toBe(0);
    expect(await memoryEntityNames(env)).not.toContain('forged-entity');

    // Control: the same envelope from the page itself (the sidebar's parent) does reach the hub, which
    // holds the write as a pending card: so the two posts above were refused for their source alone.
    await page.evaluate((message) => {
      const hosts = Array.from(document.querySelectorAll('*')).filter((el) => el.shadowRoot);
      const frame = hosts.map((el) => el.shadowRoot?.querySelector('iframe')).find(Boolean);
      frame?.contentWindow?.postMessage(message, '*');
    }, forged);
    await sidebar.getByRole('article', { name: /create_entities/ }).waitFor({ timeout: 10_000 });
    await expect
      .poll(() => sidebar.getByRole('article').first().textContent())
      .toMatch(/waiting for approval/i);
    expect(await memoryEntityNames(env)).not.toContain('forged-entity');
    await context.close();
  });
});

describe('bad AI output', () => {
  it('answers a malformed call and an unknown tool with error results in the chat', async () => {
    const { context, page } = await openGrantedChat(env.browser, demoChat(env));

    await sendUserMessage(page, 'Send a malformed call please');
    await waitForAssistant(page, /tool failed/i, 60_000);
    await sendUserMessage(page, 'Call an unknown tool please');
    await waitForAssistant(page, /tool failed.*unknown tool/i, 60_000);

    const results = (await userMessages(page)).filter((t) => t.includes('<function_result'));
    expect(results).toHaveLength(2);
    for (const result of results) expect(result).toMatch(/status="error"/);
    expect(results[1]).toMatch(/no_such_tool/);
    await context.close();
  });
});
