// The prompt commands over the app's real connections to the official server-everything; the page side is
// recorded where the page would receive it. "Insert in a window…": the window opens with the click, is asked
// about the very files and text the server wrote, and the prompt goes in only on its confirm (the window
// itself is tested in app/features/consent).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttachFileParams, InsertTextParams } from '../../../bridge/protocol/types';
import { startEverythingServer, type EverythingServer } from '../../../scripts/lib/everythingServer';
import { startConnections } from '../../shell/connections';
import { createAppStore, type AppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import type * as ConfirmAction from '../consent/confirmAction';
import type { ActionRequest } from '../consent/messages';
import type { PendingRequest } from '../consent/requestConsent';
import { createPromptActions } from './promptActions';

const asked: { request: PendingRequest<ActionRequest>; answer(a: string): void }[] = [];
vi.mock('../consent/confirmAction', async (importOriginal) => ({
  ...(await importOriginal<typeof ConfirmAction>()),
  // The window's side: it waits for the request, as the real window does, then answers as the test says.
  confirmInWindow: (request: PendingRequest<ActionRequest>) =>
    new Promise<string>((resolve, reject) => {
      request.ready.catch(reject);
      asked.push({ request, answer: resolve });
    }),
}));

let server: EverythingServer;
let store: AppStore;
let connections: ReturnType<typeof startConnections>;
const inserted: InsertTextParams[] = [];
const attached: AttachFileParams[] = [];

beforeAll(async () => {
  server = await startEverythingServer();
  store = createAppStore(memoryStorage);
  connections = startConnections(store);
  store
    .getState()
    .upsertServers([
      { id: 'everything', name: 'Everything', url: server.url, transport: 'streamable-http', enabled: true },
    ]);
  // Listed once the server connected: wait for the store to hold the list, not for a clock.
  await new Promise<void>((resolve) => {
    if (store.getState().prompts['everything']) return resolve();
    const stop = store.subscribe((s) => {
      if (!s.prompts['everything']) return;
      stop();
      resolve();
    });
  });
}, 15_000);
afterAll(async () => {
  connections?.stop();
  await server?.stop();
});

function actions(origin: string | null = 'https://chat.example') {
  store.setState((s) => {
    const { origin: _previous, ...page } = s.page;
    return { page: origin ? { ...page, origin } : page };
  });
  const page = {
    insertText: async (params: InsertTextParams) => {
      inserted.push(params);
      return { ok: true };
    },
    attachFile: async (file: AttachFileParams) => {
      attached.push(file);
      return { ok: true };
    },
  };
  return createPromptActions({ store, hub: { page } as never, connections: connections.manager });
}

describe('prompt commands', () => {
  it('inserts a prompt once however often it is asked while inserting, and never submits', async () => {
    const prompts = actions();
    const args = { city: 'Lisbon', state: '' };
    const [first, second] = await Promise.all([
      prompts.insert('everything', 'args-prompt', args),
      prompts.insert('everything', 'args-prompt', args),
    ]);
    expect(first).toEqual({ ok: true });
    expect(second).toEqual({ ok: false, error: 'This prompt is being inserted already.' });
    // The empty optional argument is left out, so the server's text has no ", " after the city.
    expect(inserted).toEqual([{ text: "What's weather in Lisbon?" }]);
    expect(await prompts.insert('everything', 'args-prompt', { city: 'Porto' })).toEqual({ ok: true });
    expect(inserted.at(-1)).toEqual({ text: "What's weather in Porto?" });
  });

  it("passes on the server's words for a prompt it no longer has", async () => {
    const outcome = await actions().insert('everything', 'gone-prompt', {});
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.error).toMatch(
      /^Everything did not give the prompt "gone-prompt": .*gone-prompt/,
    );
  });

  it('attaches a blob resource as a base64 file', async () => {
    attached.length = 0;
    expect(
      await actions().insert('everything', 'resource-prompt', { resourceType: 'Blob', resourceId: '3' }),
    ).toEqual({
      ok: true,
    });
    expect(attached).toEqual([{ name: '3.txt', mimeType: 'text/plain', base64: expect.any(String) }]);
    expect(Buffer.from(attached[0]!.base64!, 'base64').toString()).toContain('3');
    expect(inserted.at(-1)?.text).toContain('[Attached file: 3.txt (demo://resource/dynamic/blob/3)]');
  });
});

describe('a prompt inserted in a window', () => {
  it('asks about its files and text on the chat site, and puts in exactly those only on confirm', async () => {
    asked.length = inserted.length = attached.length = 0;
    const args = { resourceType: 'Text', resourceId: '2' };
    const outcome = actions().insertInWindow('everything', 'resource-prompt', args);
    expect(asked).toHaveLength(1); // the window opened at once, with the click
    const request = await asked[0]!.request.ready;
    expect(request).toMatchObject({
      kind: 'action',
      action: 'insert',
      origin: 'https://chat.example',
      subject: { type: 'prompt', name: 'resource-prompt', server: 'Everything' },
      files: [{ name: '2.txt', mimeType: 'text/plain', text: expect.stringContaining('2') }],
    });
    if (!('files' in request)) throw new Error('not a request to move something into the chat');
    const { text } = request;
    expect(text).toContain('[Attached file: 2.txt (demo://resource/dynamic/text/2)]');
    expect(inserted).toEqual([]);
    expect(attached).toEqual([]);

    asked[0]!.answer('confirm');
    expect(await outcome).toEqual({ ok: true });
    expect(attached.map((f) => [f.name, f.text])).toEqual([['2.txt', request.files[0]!.text]]);
    expect(inserted).toEqual([{ text }]);
  });

  it('puts nothing in when the window is closed or cancelled', async () => {
    asked.length = inserted.length = attached.length = 0;
    const outcome = actions().insertInWindow('everything', 'args-prompt', { city: 'Lisbon' });
    await asked[0]!.request.ready;
    asked[0]!.answer('undecided');
    expect(await outcome).toEqual({ ok: true });
    expect(inserted).toEqual([]);
  });

  it("gives the server's words when the prompt can't be had, and asks nothing before a page connected", async () => {
    asked.length = 0;
    const outcome = await actions().insertInWindow('everything', 'gone-prompt', {});
    expect(!outcome.ok && outcome.error).toMatch(/^Everything did not give the prompt "gone-prompt"/);
    asked.length = 0;
    expect(await actions(null).insertInWindow('everything', 'args-prompt', { city: 'x' })).toEqual({
      ok: false,
      error: 'The chat page has not connected yet; try again in a moment.',
    });
    expect(asked).toHaveLength(0);
  });
});
