// The essential path on the demo chat page: the sidebar is granted, the assistant streams a call, it runs
// once on the real filesystem server through the connector, the result is typed into the chat and sent,
// and the assistant's next turn quotes a file name from it.
import { readdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_WORKSPACE } from '../../scripts/lib/paths';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';
import { openGrantedChat, sendUserMessage, userMessages, waitForAssistant } from './lib/chat';

const workspaceFiles = readdirSync(DEMO_WORKSPACE, { withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => entry.name);

let env: E2eEnv;
beforeAll(async () => {
  env = await startE2eEnv();
});
afterAll(async () => {
  await env?.stop();
});

describe('the full loop on the demo chat', () => {
  it('runs a streamed call once and sends the result back for the next turn', async () => {
    const { context, page, sidebar } = await openGrantedChat(env.browser, demoChat(env));

    await sendUserMessage(page, 'Which files are in the demo folder?');
    const reply = await waitForAssistant(page, /contains/i, 60_000);

    const quoted = workspaceFiles.filter((name) => reply.includes(name));
    expect(quoted.length).toBeGreaterThan(0);

    const results = (await userMessages(page)).filter((text) => text.includes('<function_result'));
    expect(results).toHaveLength(1);
    expect(results[0]).toMatch(/name="list_directory" status="ok"/);
    for (const name of quoted) expect(results[0]).toContain(name);

    // Exactly one call card, done: the call ran once.
    const cards = sidebar.getByRole('article', { name: /list_directory/ });
    await expect.poll(() => cards.count()).toBe(1);
    await expect.poll(() => cards.first().textContent()).toMatch(/done/i);
    await context.close();
  });

  it('looks a tool up with describe_tools before its first call, answered by the hub', async () => {
    const { context, page, sidebar } = await openGrantedChat(env.browser, demoChat(env));

    // The default instructions (on demand) name the tools; their types come from describe_tools.
    await sidebar.getByRole('tab', { name: 'Instructions' }).click();
    const text = sidebar.getByLabel('Instructions text');
    await expect.poll(() => text.textContent(), { timeout: 20_000 }).toContain('\n- list_directory(path) — ');
    expect(await text.textContent()).toContain('- describe_tools(names) — ');
    await sidebar.getByRole('button', { name: 'Insert into chat' }).click();
    await expect.poll(() => page.locator('#chat-input').inputValue()).toContain('describe_tools');
    await page.locator('#send-button').click();

    await waitForAssistant(page, /contains/i, 60_000);
    // The instructions message quotes the result format too; results are the messages that start with one.
    const results = (await userMessages(page)).filter((message) =>
      message.trimStart().startsWith('<function_result'),
    );
    expect(results).toHaveLength(2);
    expect(results[0]).toMatch(/name="describe_tools" status="ok"/);
    expect(results[0]).toContain('- list_directory(path: string) — ');
    expect(results[1]).toMatch(/name="list_directory" status="ok"/);
    await sidebar.getByRole('tab', { name: 'Calls' }).click();
    for (const tool of ['describe_tools', 'list_directory']) {
      const cards = sidebar.getByRole('article', { name: new RegExp(tool) });
      await expect.poll(() => cards.count()).toBe(1);
      await expect.poll(() => cards.first().textContent()).toMatch(/done/i);
    }
    await context.close();
  });
});
