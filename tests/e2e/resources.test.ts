// Resources in the sidebar on the demo chat, with the official server-everything added by URL over
// Streamable HTTP: its list, a template filled with the server's suggestion and read, Insert as text and
// Attach into the chat, a subscribed view following the server's updates, and a tool result's resource link
// opened in the sidebar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator } from 'playwright-core';
import { openDemoWithServer } from '../../scripts/lib/demoWithServer';
import { selectTab, showOffering } from './lib/chat';
import { clickWhenArmed } from './lib/armedClick';
import { recordConsole, withPageReport } from './lib/diagnostics';
import { everythingOnDemo, startEverythingEnv, type EverythingEnv } from './lib/stackFixture';

let env: EverythingEnv;
beforeAll(async () => {
  env = await startEverythingEnv();
});
afterAll(() => env?.stop());

describe('resources in the sidebar', () => {
  it('lists, fills a template, inserts, attaches, follows updates and opens a result link', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    recordConsole(page);
    const sidebar = await openDemoWithServer(page, everythingOnDemo(env));
    // The server's own switch: from now on it notifies this session's subscriptions every 5 s. And a tool
    // result with resource links, for the end.
    await runTool(sidebar, 'toggle-subscriber-updates');
    await runTool(sidebar, 'get-resource-links');

    // The list: the server's documents and its two templates, searchable.
    await showOffering(sidebar, 'Resources');
    const group = sidebar.getByRole('region', { name: 'Resources of everything' });
    await withPageReport(page, () => group.getByText('instructions.md').first().waitFor({ timeout: 20_000 }));
    await sidebar.getByRole('searchbox', { name: 'Search resources' }).fill('dynamic text');
    await expect.poll(() => group.getByRole('button', { name: /^(Open|Fill) / }).count()).toBe(1);

    // The template, filled with the value the server suggests (completion/complete), then read.
    await group.getByRole('button', { name: 'Fill Dynamic Text Resource' }).click();
    const form = sidebar.getByRole('form', { name: 'Resource template Dynamic Text Resource' });
    await form.getByLabel('resourceId').fill('2');
    await expect
      .poll(() => form.getByTestId('suggestions-resourceId').locator('option').getAttribute('value'), {
        timeout: 10_000,
      })
      .toBe('2');
    await expect(form.getByText('demo://resource/dynamic/text/2').textContent()).resolves.toBe(
      'demo://resource/dynamic/text/2',
    );
    // Chromium shows the suggestions in a popup of its own, over the frame; Escape closes it, as a user would.
    await form.getByLabel('resourceId').press('Escape');
    await form.getByRole('button', { name: 'Read' }).click();
    const view = sidebar.getByRole('article', { name: 'Resource Dynamic Text Resource' });
    const text = view.getByTestId('resource-text');
    await text.waitFor({ timeout: 20_000 });
    expect(await text.textContent()).toMatch(/^Resource 2: This is a plaintext resource created at /);
    // Subscribed: each notifications/resources/updated reads it again (the text carries the time it was made).
    const first = await text.textContent();
    await view.getByText(/^Updated by the server \d+ times?\.$/).waitFor({ timeout: 20_000 });
    await expect.poll(() => text.textContent(), { timeout: 10_000 }).not.toBe(first);

    // Insert as text: the resource's text is in the chat's input, not sent.
    await clickWhenArmed(view.getByRole('button', { name: 'Insert as text' }));
    await expect
      .poll(() => page.locator('#chat-input').inputValue(), { timeout: 20_000 })
      .toMatch(/Resource 2: This is a plaintext resource created at /);
    expect(await page.locator('.message.user').count()).toBe(0);

    // Attach: a file chip named after the resource, with its type's extension.
    await clickWhenArmed(view.getByRole('button', { name: 'Attach to chat' }));
    await expect
      .poll(() => page.locator('.file-chip').allTextContents(), { timeout: 20_000 })
      .toEqual([expect.stringContaining('Dynamic_Text_Resource.txt')]);

    await view.getByRole('button', { name: 'Close' }).click();

    // A resource link in a tool result opens in the sidebar, read from the server that produced it.
    await selectTab(sidebar, 'Calls');
    const card = sidebar.getByRole('article', { name: 'Call get-resource-links' }).first();
    await card
      .getByRole('button', { name: 'Open Text Resource 2 in the sidebar' })
      .click({ timeout: 20_000 });
    await expect
      .poll(() =>
        sidebar
          .getByRole('group', { name: 'What the servers offer' })
          .getByRole('button', { name: 'Resources' })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    const linked = sidebar.getByRole('article', { name: 'Resource Text Resource 2' });
    await expect
      .poll(() => linked.getByTestId('resource-text').textContent(), { timeout: 20_000 })
      .toMatch(/^Resource 2: This is a plaintext resource/);
    await context.close();
  });
});

/** Runs a tool by hand from the sidebar's Tools tab and waits for its result. */
async function runTool(sidebar: FrameLocator, name: string): Promise<void> {
  await showOffering(sidebar, 'Tools');
  const runner = sidebar.getByRole('region', { name: `Run ${name}` });
  // As selectTab: a click right after the tab appeared may be dropped by the frame, so click until it opens.
  for (let attempt = 0; attempt < 5 && !(await runner.isVisible()); attempt++) {
    await sidebar.getByRole('button', { name: `Run ${name}…` }).click({ timeout: 20_000 });
    await runner.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  // The form opens at the top of the list, which may be scrolled away; out of view, Run offers the window.
  await runner.scrollIntoViewIfNeeded();
  await clickWhenArmed(runner.getByRole('button', { name: 'Run', exact: true }));
  await runner.getByText(/^Result/).waitFor({ timeout: 20_000 });
  await runner.getByRole('button', { name: 'Close the tool form' }).click();
}
