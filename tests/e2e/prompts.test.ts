// MCP prompts from the sidebar on the demo chat, in Chromium, with the official server-everything over
// Streamable HTTP added in the sidebar as a user adds a server: its prompts are listed, the completable
// prompt's arguments get the server's suggestions, and Insert puts the prompt into the chat input (an
// embedded resource as an attached file) without sending anything.
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDemoWithServer } from '../../scripts/lib/demoWithServer';
import { showOffering, userMessages } from './lib/chat';
import { everythingOnDemo, startEverythingEnv, type EverythingEnv } from './lib/stackFixture';
import { clickWhenArmed } from './lib/armedClick';

let env: EverythingEnv;
beforeAll(async () => {
  env = await startEverythingEnv();
});
afterAll(() => env?.stop());

const suggestions = (sidebar: FrameLocator, argument: string) =>
  sidebar
    .getByTestId(`suggestions-${argument}`)
    .locator('option')
    .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));

const chatInput = (page: Page) => page.locator('#chat-input').inputValue();

describe('prompts in the sidebar', () => {
  it('lists, completes and inserts server-everything prompts into the demo chat, never sending', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    const sidebar = await openDemoWithServer(page, everythingOnDemo(env));

    await showOffering(sidebar, 'Prompts');
    const group = sidebar.getByRole('region', { name: 'Prompts of everything' });
    await group.getByRole('button', { name: 'Open prompt Team Management' }).waitFor({ timeout: 20_000 });
    for (const title of ['Simple Prompt', 'Arguments Prompt', 'Resource Prompt'])
      expect(await group.getByRole('button', { name: `Open prompt ${title}` }).count()).toBe(1);

    await group.getByRole('button', { name: 'Open prompt Team Management' }).click();
    const form = sidebar.getByRole('form', { name: 'Prompt Team Management' });
    const department = form.getByLabel(/department/);
    await department.fill('S');
    await expect
      .poll(() => suggestions(sidebar, 'department'), { timeout: 10_000 })
      .toEqual(['Sales', 'Support']);
    await department.fill('Sales');
    const name = form.getByLabel(/^name/);
    await name.focus();
    await expect
      .poll(() => suggestions(sidebar, 'name'), { timeout: 10_000 })
      .toEqual(['David', 'Eve', 'Frank']);
    await name.fill('Eve');
    await clickWhenArmed(form.getByRole('button', { name: 'Insert into chat' }));
    await expect
      .poll(() => chatInput(page), { timeout: 20_000 })
      .toBe('Please promote Eve to the head of the Sales team.');

    // An embedded resource goes in as a file on the chat's composer, the text naming it.
    await form.getByRole('button', { name: '← All prompts' }).click();
    await group.getByRole('button', { name: 'Open prompt Resource Prompt' }).click();
    const resourceForm = sidebar.getByRole('form', { name: 'Prompt Resource Prompt' });
    await resourceForm.getByLabel(/resourceType/).fill('Text');
    await resourceForm.getByLabel(/resourceId/).fill('1');
    await clickWhenArmed(resourceForm.getByRole('button', { name: 'Insert into chat' }));
    await page.locator('#attachments .file-chip', { hasText: '1.txt' }).waitFor({ timeout: 20_000 });
    await expect
      .poll(() => chatInput(page), { timeout: 20_000 })
      .toContain('[Attached file: 1.txt (demo://resource/dynamic/text/1)]');
    expect(await page.locator('#attachments .file-chip').count()).toBe(1);
    // Inserted, not sent: the user reviews and sends.
    expect(await userMessages(page)).toEqual([]);
    await context.close();
  });
});
