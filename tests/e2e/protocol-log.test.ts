// The protocol log and progress/cancel with the official everything server over Streamable HTTP: the log
// shows the session's traffic and the server's log lines, and a chat call to a long-running tool shows its
// progress on the chat's badge, stops on the card's Cancel (notifications/cancelled on the wire, with the
// call's request id) and hands the chat one "cancelled" result.
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addServerInDashboard, openDemoWithServer } from '../../scripts/lib/demoWithServer';
import { selectTab, sendUserMessage, userMessages, waitForAssistant } from './lib/chat';
import { recordConsole } from './lib/diagnostics';
import { everythingOnDemo, startEverythingEnv, type EverythingEnv } from './lib/stackFixture';

let env: EverythingEnv;
beforeAll(async () => {
  env = await startEverythingEnv();
});
afterAll(() => env?.stop());

/** The server as this file adds it: in the dashboard, named Everything. */
const onDemo = () => everythingOnDemo(env, 'Everything', { dashboardUrl: env.stack.dashboardUrl });

/** Opens a server's protocol log in `scope` (the dashboard or the sidebar) and returns the view. */
async function openLog(scope: Page | FrameLocator, server: string): Promise<Locator> {
  await scope.getByRole('button', { name: `Protocol log of ${server}` }).click();
  const view = scope.getByRole('region', { name: `Protocol log of ${server}` });
  await view.waitFor({ timeout: 20_000 });
  return view;
}

const rowTexts = (view: Locator) =>
  view.getByRole('list', { name: 'Log entries' }).getByRole('button').allTextContents();

describe('the protocol log', () => {
  it('shows initialize, tools/list, a call with its result and a server log line; search narrows, clear empties', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    recordConsole(page);
    await addServerInDashboard(page, env.stack.dashboardUrl, onDemo().server);

    // A call by hand, and the tool that makes the server send a log line at once.
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();
    await page.getByRole('button', { name: 'Run echo…' }).click();
    await page.getByRole('textbox', { name: /^message/ }).fill('hello from the log test');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page.getByText('Echo: hello from the log test').first().waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Close the tool form' }).click();
    await page.getByRole('button', { name: 'Run toggle-simulated-logging…' }).click();
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await page
      .getByText(/Started simulated/)
      .first()
      .waitFor({ timeout: 20_000 });

    await page.getByRole('tab', { name: 'Servers' }).click();
    const view = await openLog(page, 'Everything');
    await expect
      .poll(() => rowTexts(view), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(/→ sent\s*initialize/),
          expect.stringMatching(/← received\s*initialize.*result/),
          expect.stringMatching(/→ sent\s*tools\/list/),
          expect.stringMatching(/← received\s*tools\/list.*result/),
          expect.stringMatching(/→ sent\s*tools\/call/),
          expect.stringMatching(/← received\s*tools\/call.*result/),
        ]),
      );
    // The server's log line, with its level, under "Server log".
    await view.getByRole('combobox', { name: 'Kind of entries' }).selectOption('server-log');
    await expect
      .poll(() => rowTexts(view), { timeout: 20_000 })
      .toEqual(
        expect.arrayContaining([
          expect.stringMatching(
            /(debug|info|notice|warning|error|critical|alert|emergency) notifications\/message .*level.message/i,
          ),
        ]),
      );
    await view.getByRole('combobox', { name: 'Kind of entries' }).selectOption('all');

    // The echo call's result, whole, when its row is opened.
    const search = view.getByRole('searchbox', { name: 'Search the protocol log' });
    await search.fill('hello from the log test');
    const matches = await rowTexts(view);
    expect(matches).toHaveLength(2);
    expect(matches.every((text) => text.includes('tools/call'))).toBe(true);
    const answer = view.getByRole('button', { name: /← received.*tools\/call/ });
    await answer.click();
    expect(await view.getByLabel('Message tools/call').textContent()).toContain(
      'Echo: hello from the log test',
    );

    await search.fill('');
    await view.getByRole('button', { name: 'Clear' }).click();
    await view.getByText('Nothing yet: messages show here as the sidebar talks to this server.').waitFor();
    expect(await view.getByRole('list', { name: 'Log entries' }).count()).toBe(0);
    await context.close();
  });
});

describe('progress and Cancel for a call from the chat', () => {
  it('shows progress on the badge, cancels from the card, logs notifications/cancelled and answers the chat once', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    recordConsole(page);
    // The badge lives in a closed shadow root (the page's CSS can't restyle it); open it so the test can read it.
    await page.addInitScript(() => {
      const attach = Element.prototype.attachShadow;
      Element.prototype.attachShadow = function (init) {
        return attach.call(this, { ...init, mode: 'open' });
      };
    });
    const sidebar = await openDemoWithServer(page, onDemo());

    await sendUserMessage(page, 'call trigger-long-running-operation {"duration": 40, "steps": 40}');
    const badge = page.locator('[data-mcp-bridge-badge] button').first();
    await expect
      .poll(() => badge.textContent(), { timeout: 30_000 })
      // The hub's status line carries the server's progress (step/total) while the call runs.
      .toMatch(
        /^MCP: running… · trigger-long-running-operation #1 — Running trigger-long-running-operation: [1-9]\d*\/40$/,
      );

    await selectTab(sidebar, 'Calls');
    const card = sidebar.getByRole('article', { name: /trigger-long-running-operation/ });
    await card.getByRole('button', { name: 'Cancel' }).click();

    await waitForAssistant(page, /The tool failed/, 30_000);
    await expect.poll(() => badge.textContent()).toMatch(/^MCP: error/);
    const results = (await userMessages(page)).filter((text) =>
      text.trimStart().startsWith('<function_result'),
    );
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="trigger-long-running-operation" status="error"/);
    expect(results[0]).toMatch(/cancelled/i);
    await expect.poll(() => card.textContent()).toMatch(/cancelled/i);

    // On the wire: the cancel names the request of the call.
    await selectTab(sidebar, 'Servers');
    const view = await openLog(sidebar, 'Everything');
    const search = view.getByRole('searchbox', { name: 'Search the protocol log' });
    await search.fill('trigger-long-running-operation');
    const request = view.getByRole('button', { name: /→ sent\s*tools\/call/ });
    const requestId = /#(\S+) /.exec((await request.textContent()) ?? '')?.[1];
    expect(requestId).toBeDefined();
    await search.fill('notifications/cancelled');
    await expect.poll(() => rowTexts(view), { timeout: 20_000 }).toHaveLength(1);
    await view.getByRole('button', { name: /→ sent\s*notifications\/cancelled/ }).click();
    const cancel = JSON.parse(
      (await view.getByLabel('Message notifications/cancelled').textContent()) ?? '{}',
    ) as {
      params?: { requestId?: unknown };
    };
    expect(String(cancel.params?.requestId)).toBe(requestId);

    // Still one result for it once a later call has answered: the cancelled call answered the chat once
    // (an answer inserted twice would come before the later call's, which the chat gets in order).
    await sendUserMessage(page, 'call echo {"message": "after the cancel"}');
    await waitForAssistant(page, /returned: Echo: after the cancel/, 30_000);
    const after = (await userMessages(page)).filter((text) =>
      text.trimStart().startsWith('<function_result'),
    );
    expect(after).toHaveLength(2);
    expect(after.filter((text) => /name="trigger-long-running-operation"/.test(text))).toHaveLength(1);
    expect(after[1]).toMatch(/name="echo" status="ok"/);
    await context.close();
  });
});
