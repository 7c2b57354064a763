// Elicitation on the demo chat with the official everything server over Streamable HTTP: the AI's call asks
// the user for input, the form shows under the call's card in the sidebar, and the server receives what the
// user chose (accept with values, decline, cancel), as its result says. The values never reach the chat
// page before that result: a recorder in the page watches its DOM, its input and the messages it receives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import { openDemoWithServer } from '../../scripts/lib/demoWithServer';
import { clickArmed } from './lib/armedClick';
import { sendUserMessage, userMessages } from './lib/chat';
import { everythingOnDemo, startEverythingEnv, type EverythingEnv } from './lib/stackFixture';

const NAME = 'Elicited Person 7f3a';
const EMAIL = 'elicited-7f3a@example.com';
const TOOL = 'trigger-elicitation-request';
/** The first line of the everything server's result for an accepted form. */
const ACCEPTED = 'User provided the requested information';

let env: EverythingEnv;
beforeAll(async () => {
  env = await startEverythingEnv();
});
afterAll(() => env?.stop());

/** Runs in the chat page before its scripts: notes each place the name shows up, and whether the result did. */
function recordSightings({ marker, accepted }: { marker: string; accepted: string }): void {
  const w = window as unknown as { __sightings: { where: string; withResult: boolean }[] };
  w.__sightings = [];
  const look = (where: string, text: string) => {
    if (text.includes(marker)) w.__sightings.push({ where, withResult: text.includes(accepted) });
  };
  const pageText = () => {
    const input = document.querySelector<HTMLTextAreaElement>('#chat-input');
    return `${document.documentElement.textContent ?? ''}\n${input?.value ?? ''}`;
  };
  window.addEventListener(
    'message',
    (event) => {
      try {
        look('message', typeof event.data === 'string' ? event.data : JSON.stringify(event.data));
      } catch {
        // Data that can't be serialised carries no text.
      }
    },
    true,
  );
  document.addEventListener('input', () => look('input', pageText()), true);
  new MutationObserver(() => look('dom', pageText())).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  });
}

const sightings = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sightings: unknown[] }).__sightings);

/** Asks the demo assistant to call the tool, approves the call, and returns the question's card. */
async function elicit(page: Page, sidebar: FrameLocator) {
  await sendUserMessage(page, `call ${TOOL} {}`);
  await clickArmed(
    sidebar
      .getByRole('article', { name: new RegExp(TOOL) })
      .getByRole('button', { name: 'Run', exact: true }),
  );
  const question = sidebar.getByRole('region', { name: 'everything asks for input' });
  await question.waitFor({ timeout: 20_000 });
  return question;
}

/** One press on an armed control that stays (the form refuses the values): clickArmed expects it to go. */
async function pressArmed(control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded();
  await expect.poll(() => control.isEnabled(), { timeout: 20_000 }).toBe(true);
  const box = await control.boundingBox();
  if (!box) throw new Error('the control is not on screen');
  await control.page().mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** The result the chat received for the n-th call of the tool (0-based), once it is there. */
async function chatResult(page: Page, index: number): Promise<string> {
  const results = async () => (await userMessages(page)).filter((text) => text.includes(`name="${TOOL}"`));
  await expect.poll(async () => (await results()).length, { timeout: 60_000 }).toBeGreaterThan(index);
  return (await results())[index] ?? '';
}

describe('elicitation', () => {
  it(
    'asks in the sidebar, sends the answer to the server only, for accept, decline and cancel',
    { timeout: 240_000 },
    async () => {
      const context = await env.browser.newContext();
      const page = await context.newPage();
      await page.addInitScript(recordSightings, { marker: NAME, accepted: ACCEPTED });
      const sidebar = await openDemoWithServer(
        page,
        everythingOnDemo(env, 'everything', { dashboardUrl: env.stack.dashboardUrl }),
      );

      // Accept: the defaults are filled in, a wrong email is caught in the form, then the values go out.
      let question = await elicit(page, sidebar);
      expect(await question.textContent()).toContain(`${TOOL} on everything asks`);
      expect(await question.getByRole('textbox', { name: /^firstLine/ }).inputValue()).toBe(
        'It was a dark and stormy night.',
      );
      await question.getByRole('textbox', { name: /^name/ }).fill(NAME);
      await question.getByRole('button', { name: /^Set email/ }).click();
      await question.getByRole('textbox', { name: /^email/ }).fill('not-an-email');
      await pressArmed(question.getByRole('button', { name: 'Accept' }));
      await question.getByText(/Must match format "email"/).waitFor({ timeout: 10_000 });
      await question.getByRole('textbox', { name: /^email/ }).fill(EMAIL);
      expect(await sightings(page)).toEqual([]);
      await clickArmed(question.getByRole('button', { name: 'Accept' }));

      const accepted = await chatResult(page, 0);
      expect(accepted).toContain(ACCEPTED);
      expect(accepted).toContain(`- Name: ${NAME}`);
      expect(accepted).toContain(`- Email: ${EMAIL}`);
      expect(accepted).toContain('- Favorite Integer: 42');
      // The name reached the page only inside the tool's result.
      const seen = (await sightings(page)) as { withResult: boolean }[];
      expect(seen.length).toBeGreaterThan(0);
      expect(seen.filter((entry) => !entry.withResult)).toEqual([]);

      // Decline and cancel (the card's ✕) reach the server too, and close the card.
      question = await elicit(page, sidebar);
      await question.getByRole('button', { name: 'Decline' }).click();
      expect(await chatResult(page, 1)).toContain('User declined to provide the requested information');
      question = await elicit(page, sidebar);
      await question.getByRole('button', { name: 'Cancel the question' }).click();
      expect(await chatResult(page, 2)).toContain('User cancelled the elicitation dialog');
      await expect.poll(() => question.count()).toBe(0);
      await context.close();
    },
  );
});
