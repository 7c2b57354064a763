// Hostile input is bounded, in a real browser against the built product: a real MCP server offers a tool
// whose 147-byte input schema is a recursive anyOf (57 s of coercion for 24 levels of nesting before the
// walk budget, doubling per level); a call to it from the demo chat ends quickly with the clear error, and
// the Instructions (where a union containing itself overflowed the stack) and Tools tabs still render. A page's WebMCP tool that answers garbage becomes an error
// card, with the reason, and the Calls tab keeps working.
import type { FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaticServer } from '../../scripts/lib/staticServer';
import {
  addServer,
  grantAndAwaitServers,
  grantOrigin,
  openChat,
  sendUserMessage,
  sidebarIn,
  userMessages,
} from './lib/chat';
import {
  approveCall,
  askOwnerChat,
  enablePageTools,
  ownerChatResultFor,
  startOwnerChatCopy,
} from './lib/ownerChat';
import {
  RECURSIVE_SCHEMA,
  startRecursiveSchemaServer,
  type RecursiveSchemaServer,
} from './lib/recursiveSchemaServer';
import { demoChat, startE2eEnv, type E2eEnv } from './lib/stackFixture';

/** A stand-in for the native WebMCP API with one honest tool and one that answers a malformed result. */
const GARBAGE_TOOLS = `(() => {
  const context = new EventTarget();
  const schema = { type: 'object', properties: {} };
  const tools = [
    { name: 'greet', description: 'Greets, from the page', inputSchema: schema },
    { name: 'garbage', description: 'Answers a malformed result', inputSchema: schema },
  ];
  context.getTools = async () => tools.map((tool) => ({ ...tool, window, origin: location.origin }));
  context.executeTool = async (tool) =>
    tool.name === 'greet' ? 'Hello from the page' : JSON.stringify({ content: [{ type: 'text' }] });
  Object.defineProperty(document, 'modelContext', { value: context, configurable: true });
})();`;

let env: E2eEnv;
let recursive: RecursiveSchemaServer;
let garbageSite: StaticServer;

beforeAll(async () => {
  env = await startE2eEnv();
  recursive = await startRecursiveSchemaServer(env.appOrigin);
  garbageSite = await startOwnerChatCopy(env.appOrigin, GARBAGE_TOOLS);
});
afterAll(async () => {
  await garbageSite?.stop();
  await recursive?.stop();
  await env?.stop();
});

const boundaryAlert = (sidebar: FrameLocator) => sidebar.getByText(/hit an error/);

describe('hostile input', () => {
  it('ends a call against a recursive schema quickly with the clear error; the tabs still render', async () => {
    const context = await env.browser.newContext();
    const dashboard = await context.newPage();
    await dashboard.goto(env.stack.dashboardUrl);
    await dashboard.getByRole('tab', { name: 'Servers' }).click();
    await addServer(dashboard, 'recursive', recursive.url);
    await dashboard
      .getByRole('listitem', { name: 'Server recursive' })
      .getByText('Connected', { exact: true })
      .waitFor({ timeout: 30_000 });

    const page = await context.newPage();
    await page.goto(env.stack.demoUrl);
    const sidebar = sidebarIn(page, env.appOrigin);
    await grantAndAwaitServers(sidebar);

    // 30 levels: about an hour of coercion without the budget.
    let value: unknown = 1;
    for (let i = 0; i < 30; i++) value = { x: value };
    const started = Date.now();
    await sendUserMessage(page, `call deep ${JSON.stringify(value)}`);
    const result = await waitForResult(page, 'deep');
    console.log(
      `recursive schema (${RECURSIVE_SCHEMA.length} bytes, 30 levels): ${Date.now() - started} ms from the message to the error result`,
    );
    expect(result).toContain('status="error"');
    expect(result).toContain(
      "The tool's input schema is too complex or recursive to check (over 100000 steps)",
    );
    expect(recursive.calls).toEqual([]);

    await sidebar.getByRole('tab', { name: 'Instructions' }).click();
    const instructions = sidebar.getByLabel('Instructions text');
    // Full detail renders every type, the recursive union included (on demand leaves types to describe_tools).
    await sidebar.getByRole('combobox', { name: 'Tool detail' }).selectOption('full');
    await expect.poll(() => instructions.textContent()).toContain('- loop(v?: any|string)');
    expect(await instructions.textContent()).toContain('- deep()');
    expect(await boundaryAlert(sidebar).count()).toBe(0);
    await sidebar.getByRole('tab', { name: 'Tools' }).click();
    await sidebar.getByRole('listitem', { name: 'deep' }).waitFor({ timeout: 10_000 });
    expect(await boundaryAlert(sidebar).count()).toBe(0);
    await context.close();
  });

  it('turns a malformed page-tool result into an error card and keeps the Calls tab working', async () => {
    const origin = garbageSite.url.replace(/\/$/, '');
    const { context, page, sidebar } = await openChat(env.browser, demoChat(env, [], `${garbageSite.url}/`));
    await grantOrigin(sidebar);
    await enablePageTools(sidebar, origin);

    await askOwnerChat(page, 'call greet {}');
    await approveCall(sidebar, 'greet');
    expect(await ownerChatResultFor(page, 'greet')).toContain('Hello from the page');
    await askOwnerChat(page, 'call garbage {}');
    await approveCall(sidebar, 'garbage');
    const garbage = await ownerChatResultFor(page, 'garbage');
    expect(garbage).toContain('status="error"');
    expect(garbage).toContain('The tool returned a malformed result: content[0]: not a valid content block');

    const card = sidebar.getByRole('article', { name: 'Call garbage' });
    await expect.poll(() => card.textContent()).toContain('The tool returned a malformed result');
    expect(await sidebar.getByRole('article', { name: 'Call greet' }).textContent()).toContain(
      'Hello from the page',
    );
    expect(await boundaryAlert(sidebar).count()).toBe(0);
    // The list still works: its search filters the cards.
    await sidebar.getByRole('searchbox', { name: 'Search calls' }).fill('greet');
    await expect.poll(() => sidebar.getByRole('article').count()).toBe(1);
    await context.close();
  });
});

/** The result message the demo chat received for a call of `name`. */
async function waitForResult(page: Page, name: string): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        found = (await userMessages(page)).find((text) => text.includes(`name="${name}"`)) ?? '';
        return found;
      },
      { timeout: 60_000 },
    )
    .not.toBe('');
  return found;
}
