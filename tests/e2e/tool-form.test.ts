// Running a tool by hand from the dashboard's schema form: a wrong value is caught before sending, and a
// nested form (an array of objects with an array of strings) runs on the real memory server.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readMemoryGraph } from './lib/memoryServer';
import { pairDashboard, runWithTextInNumberField } from './lib/chat';
import { startE2eEnv, type E2eEnv } from './lib/stackFixture';

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('the tool form', () => {
  it('validates before sending, then runs a nested call on the real server', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());
    await page
      .getByText(/3\/3 servers connected|Connected/)
      .first()
      .waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Tools', exact: true }).click();

    // A number field given text: the form says so and nothing is sent.
    await runWithTextInNumberField(page);
    await page.getByRole('button', { name: 'Close the tool form' }).click();

    await page.getByRole('button', { name: 'Run create_entities…' }).click();
    await page.getByRole('button', { name: 'Add entities item' }).click();
    await page.getByRole('textbox', { name: /^name/ }).fill('Form Test Entity');
    await page.getByRole('textbox', { name: /^entityType/ }).fill('person');
    await page.getByRole('button', { name: 'Add observations item' }).click();
    await page.getByRole('textbox', { name: /^observations 1/ }).fill('made from the schema form');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    // The server's own graph is the proof; "Result" on screen can come before the call has finished there.
    const created = async () =>
      (await readMemoryGraph(env)).entities.filter((e) => e.name === 'Form Test Entity');
    await expect
      .poll(created, { timeout: 30_000 })
      .toEqual([
        { name: 'Form Test Entity', entityType: 'person', observations: ['made from the schema form'] },
      ]);
    await context.close();
  });
});
