// "Insert in a window…" for a prompt, over the app's real connections to the official server-everything: the
// window opens with the click, is asked about the very files and text the server wrote, and the prompt goes
// into the page only on its confirm. The window itself is tested in app/services/consent and app/consent.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttachFileParams, InsertTextParams } from '../../bridge/protocol/types';
import { startEverythingServer, type EverythingServer } from '../../scripts/lib/everythingServer';
import type * as ConfirmAction from '../services/consent/confirmAction';
import type { ActionRequest } from '../services/consent/messages';
import type { PendingRequest } from '../services/consent/requestConsent';

const asked: { request: PendingRequest<ActionRequest>; answer(a: string): void }[] = [];
vi.mock('../services/consent/confirmAction', async (importOriginal) => ({
  ...(await importOriginal<typeof ConfirmAction>()),
  // The window's side: it waits for the request, as the real window does, then answers as the test says.
  confirmInWindow: (request: PendingRequest<ActionRequest>) =>
    new Promise<string>((resolve, reject) => {
      request.ready.catch(reject);
      asked.push({ request, answer: resolve });
    }),
}));
const { startConnections } = await import('../services/connections');
const { createAppStore } = await import('../store/store');
const { memoryStorage } = await import('../store/test/memoryStorage');
const { createPromptActions } = await import('./promptActions');

let server: EverythingServer;
let store: ReturnType<typeof createAppStore>;
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
  for (const deadline = Date.now() + 15_000; !store.getState().prompts['everything'];)
    if (Date.now() > deadline) throw new Error('server-everything listed no prompts');
    else await new Promise((resolve) => setTimeout(resolve, 50));
});
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
    insertText: async (params: InsertTextParams) => (inserted.push(params), { ok: true }),
    attachFile: async (file: AttachFileParams) => (attached.push(file), { ok: true }),
  };
  return createPromptActions({ store, hub: { page } as never, connections: connections.manager });
}

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
