// Adapter updates without reinstalling: the sidebar serves the app's adapter table (dist/adapters.json) to the
// page the built bookmarklet runs in. (a) A chat only a served adapter knows works once the table arrives;
// (b) a served update of one selector reaches the page with the same bookmarklet; (c) a table of a format the
// bookmarklet does not read is refused cleanly, and the built-in adapters keep the page working.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { BrowserContext, FrameLocator, Page } from 'playwright-core';
import type { AdapterTable } from '../../bridge/protocol/adapters';
import { clickBookmarklet } from '../../scripts/lib/bookmarklet';
import { DEMO_WORKSPACE } from '../../scripts/lib/paths';
import { startStaticServer, type StaticServer } from '../../scripts/lib/staticServer';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';
import {
  grantAndAwaitServers,
  pairDashboard,
  sendUserMessage,
  sidebarIn,
  waitForAssistant,
} from './lib/chat';

/**
 * A self-hosted chat with LibreChat's fingerprint (textarea#prompt-textarea), which only the served table
 * carries. Its "AI" answers every message with one list_directory call, in an `.agent-turn` (or, with
 * ?markup=v2, in the renamed `.agent-turn-v2` a later version of the app uses).
 */
function chatPage(): string {
  const call = [
    '{"type": "function_call_start", "name": "list_directory", "call_id": ID}',
    `{"type": "parameter", "key": "path", "value": ${JSON.stringify(DEMO_WORKSPACE)}}`,
    '{"type": "function_call_end", "call_id": ID}',
  ].join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><title>Self-hosted chat</title></head><body>
<main id="chat"></main>
<textarea id="prompt-textarea"></textarea>
<button id="send-button">Send</button>
<script>
  const turnClass = new URLSearchParams(location.search).get('markup') === 'v2' ? 'agent-turn-v2' : 'agent-turn';
  // Call ids differ per load, as a real chat's do: the hub remembers the calls that ran and never runs one again.
  let id = Math.floor(Math.random() * 1e9);
  const add = (className, build) => {
    const div = document.createElement('div');
    div.className = className;
    build(div);
    document.getElementById('chat').append(div);
  };
  document.getElementById('send-button').addEventListener('click', () => {
    const input = document.getElementById('prompt-textarea');
    const text = input.value;
    input.value = '';
    add('user-turn', (div) => (div.textContent = text));
    if (text.startsWith('<function_result')) return add(turnClass, (div) => (div.textContent = 'Thanks.'));
    const callId = ++id;
    setTimeout(() => add(turnClass, (div) => {
      const pre = document.createElement('pre');
      pre.textContent = ${JSON.stringify(call)}.replaceAll('ID', String(callId));
      div.append('Listing it.', pre);
    }), 300);
  });
</script></body></html>`;
}

let env: E2eEnv;
let site: StaticServer;
let builtTable: AdapterTable;
beforeAll(async () => {
  env = await startE2eEnv();
  site = await startStaticServer({ routes: { '/': { body: chatPage() } } });
  builtTable = JSON.parse(readFileSync(join(inject('distDir'), 'adapters.json'), 'utf8')) as AdapterTable;
});
afterAll(async () => {
  await site?.stop();
  await env?.stop();
});

/** Serves `table` as the app's adapters.json to this context's sidebars (a deploy, as the browser sees it). */
async function serveTable(context: BrowserContext, table: unknown): Promise<void> {
  await context.unroute('**/adapters.json');
  await context.route('**/adapters.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(table) }),
  );
}

/** Opens the self-hosted chat with the built bookmarklet; allows it the first time. */
async function openWithBookmarklet(page: Page, url: string, grant: boolean) {
  await page.goto(url);
  await clickBookmarklet(page, inject('distDir'));
  const sidebar = sidebarIn(page, env.appOrigin);
  if (grant) await grantAndAwaitServers(sidebar);
  return sidebar;
}

/** Asks the chat; its answer's call runs through the sidebar and the result lands in the chat's input. */
async function callRuns(page: Page, sidebar: FrameLocator): Promise<void> {
  const cards = sidebar.getByRole('article', { name: /list_directory/ });
  const before = await cards.count();
  await page.locator('#prompt-textarea').fill('List my files');
  await page.locator('#send-button').click();
  await expect.poll(() => cards.count(), { timeout: 30_000 }).toBe(before + 1);
  await expect.poll(() => cards.filter({ hasText: /done/i }).count(), { timeout: 30_000 }).toBe(before + 1);
  await expect
    .poll(() => page.locator('#prompt-textarea').inputValue(), { timeout: 20_000 })
    .toContain('<function_result');
}

const adapterLine = (sidebar: FrameLocator) => sidebar.getByTestId('adapter-source');

describe('served adapters', () => {
  it('runs calls on a chat only the served table knows, and takes a served selector change without a new bookmarklet', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await pairDashboard(page, env.stack.connector.newPairingLink());

    // Without the table (the app has none to serve) the bookmarklet alone does not know this chat.
    await context.route('**/adapters.json', (route) => route.fulfill({ status: 404, body: 'Not found' }));
    const alone = await openWithBookmarklet(page, `${site.url}/`, true);
    await expect.poll(() => adapterLine(alone).textContent(), { timeout: 20_000 }).toBe('Adapter: generic');
    await context.unroute('**/adapters.json');

    // (a) The built table, as deployed: LibreChat's adapter arrives served.
    await page.goto('about:blank');
    const sidebar = await openWithBookmarklet(page, `${site.url}/`, false);
    await expect
      .poll(() => adapterLine(sidebar).textContent(), { timeout: 20_000 })
      .toBe(`Adapter: librechat · served (table ${builtTable.version})`);
    await callRuns(page, sidebar);

    // The app's markup changes: with the deployed table the answers are not found (the layout warning says so).
    await page.goto('about:blank');
    const v2 = await openWithBookmarklet(page, `${site.url}/?markup=v2`, false);
    await page.locator('#prompt-textarea').fill('hello');
    await page.locator('#send-button').click();
    await expect
      .poll(() => v2.getByRole('alert').filter({ hasText: 'assistant messages' }).count(), {
        timeout: 20_000,
      })
      .toBe(1);

    // (b) A deploy changes that one selector: same bookmarklet, the page picks it up on the next load.
    const updated: AdapterTable = {
      ...builtTable,
      version: 'e2e-v2',
      sites: builtTable.sites.map((s) =>
        s.id === 'librechat'
          ? { ...s, selectors: { ...s.selectors, assistantMessage: '.agent-turn-v2' } }
          : s,
      ),
    };
    await serveTable(context, updated);
    await page.goto('about:blank');
    const fixed = await openWithBookmarklet(page, `${site.url}/?markup=v2`, false);
    await expect
      .poll(() => adapterLine(fixed).textContent(), { timeout: 20_000 })
      .toBe('Adapter: librechat · served (table e2e-v2)');
    await callRuns(page, fixed);
    expect(await fixed.getByRole('alert').filter({ hasText: 'assistant messages' }).count()).toBe(0);
    await context.close();
  });

  it('refuses a table of another format and keeps the built-in adapters working', async () => {
    const context = await env.browser.newContext();
    await serveTable(context, { format: 0, version: 'old', sites: builtTable.sites });
    const page = await context.newPage();
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    const options = demoChat(env);
    for (const link of options.pairingLinks) await pairDashboard(page, link);
    await page.goto(options.chatUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    await grantAndAwaitServers(sidebar);
    await expect
      .poll(() => adapterLine(sidebar).textContent(), { timeout: 20_000 })
      .toBe('Adapter: demo · built into the page script');
    await expect
      .poll(() => warnings.some((w) => /table format 0; this bookmarklet reads format 1/.test(w)))
      .toBe(true);

    await sendUserMessage(page, 'Which files are in the demo folder?');
    await waitForAssistant(page, /contains/i, 60_000);
    await context.close();
  });
});
