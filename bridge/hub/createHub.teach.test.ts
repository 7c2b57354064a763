// "Teach this site" through the hub: the page's picker answers over a real SDK client; one picker at a time,
// a closed page and a malformed answer come back as results that say what happened.
import type { Client } from '@modelcontextprotocol/client';
import * as z from 'zod/v4';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeachParams, TeachResult } from '../protocol/adapters';
import { PAGE_METHODS } from '../protocol/constants';
import { createHub, type Hub } from './createHub';
import { FakeHost, PAGE_ORIGIN, connectPage, until } from './test/fakeHost';
import { TEACH_BUSY } from './teachRequest';

const TeachParamsSchema = z.object({ parts: z.array(z.string()), optional: z.array(z.string()).optional() });

let hub: Hub;
let page: Client | undefined;
/** What the page's picker was asked, and the answers it still owes (the user is picking). */
let asked: TeachParams[];
let owed: Array<(answer: unknown) => void>;

/** A page whose picker answers when the test says so, as a user who takes their time. */
async function pageWithPicker(): Promise<Client> {
  return connectPage(hub, PAGE_ORIGIN, (client) => {
    client.setRequestHandler(
      PAGE_METHODS.teach,
      { params: TeachParamsSchema },
      (params) =>
        new Promise((resolve) => {
          asked.push(params as TeachParams);
          owed.push(resolve as (answer: unknown) => void);
        }) as Promise<TeachResult & Record<string, unknown>>,
    );
  });
}

beforeEach(() => {
  hub = createHub(new FakeHost());
  asked = [];
  owed = [];
});
afterEach(async () => {
  await page?.close();
  await hub.close();
  page = undefined;
});

describe('hub.teach', () => {
  it("asks the page's picker for the parts and returns the user's picks", async () => {
    page = await pageWithPicker();
    const taught = hub.teach({ parts: ['input', 'sendButton'], optional: ['streaming'] });
    await until(() => owed.length === 1, 'the picker to open');
    expect(asked).toEqual([{ parts: ['input', 'sendButton'], optional: ['streaming'] }]);
    owed[0]!({ ok: true, selectors: { input: '#composer', sendButton: 'button.send' }, editor: 'textarea' });
    await expect(taught).resolves.toEqual({
      ok: true,
      selectors: { input: '#composer', sendButton: 'button.send' },
      editor: 'textarea',
    });
  });

  it('keeps one picker at a time: a second teach while one is open says so and sends nothing', async () => {
    page = await pageWithPicker();
    const first = hub.teach({ parts: ['input'] });
    await until(() => owed.length === 1, 'the picker to open');
    await expect(hub.teach({ parts: ['input'] })).resolves.toEqual({ ok: false, error: TEACH_BUSY });
    owed[0]!({ ok: false });
    await expect(first).resolves.toEqual({ ok: false });
    // Once it is closed, the next click opens it again.
    const again = hub.teach({ parts: ['sendButton'] });
    await until(() => owed.length === 2, 'the picker to open again');
    owed[1]!({ ok: false, error: 'Cancelled' });
    await expect(again).resolves.toEqual({ ok: false, error: 'Cancelled' });
    expect(asked).toHaveLength(2);
  });

  it('ends with a clear error when the page closes while the picker is open', async () => {
    page = await pageWithPicker();
    const taught = hub.teach({ parts: ['input'] });
    await until(() => owed.length === 1, 'the picker to open');
    await page.close();
    const result = await taught;
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/closed or reloaded before the picker finished/);
  });

  it('says no page is connected instead of waiting', async () => {
    page = await pageWithPicker();
    await page.close();
    await until(() => hub.connectedOrigin() === undefined, 'the page to go away');
    const result = await hub.teach({ parts: ['input'] });
    expect(result).toEqual({ ok: false, error: expect.stringMatching(/No chat page is connected/) });
  });

  it.each([
    ['a wrong type', { ok: 'yes' }],
    ['an unknown part', { ok: true, selectors: { password: 'input[type=password]' } }],
    ['an oversized selector', { ok: true, selectors: { input: 'div '.repeat(1000) } }],
    // One character over what the page accepts in a taught entry: saved, it would be ignored there.
    ['a selector the page would refuse', { ok: true, selectors: { input: `#${'a'.repeat(1000)}` } }],
    ['an unknown editor', { ok: true, selectors: { input: '#a' }, editor: 'monaco' }],
  ])('refuses a malformed answer (%s): nothing comes back to save', async (_what, answer) => {
    page = await pageWithPicker();
    const taught = hub.teach({ parts: ['input'] });
    await until(() => owed.length === 1, 'the picker to open');
    owed[0]!(answer);
    const result = await taught;
    expect(result).toEqual({
      ok: false,
      error: expect.stringMatching(/answer we can't use; nothing was saved/),
    });
    // The hub goes on serving the page, and the next teach may start.
    await expect(page.ping()).resolves.toBeDefined();
    void hub.teach({ parts: ['input'] });
    await until(() => owed.length === 2, 'the picker to open again');
  });
});
