// The prompt commands over the app's real connections to the official server-everything; the page side is
// recorded where the page would receive it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttachFileParams, InsertTextParams } from '../../bridge/protocol/types';
import { startEverythingServer, type EverythingServer } from '../../scripts/lib/everythingServer';
import { startConnections } from '../services/connections';
import { createAppStore, type AppStore } from '../store/store';
import { memoryStorage } from '../store/test/memoryStorage';
import { createPromptActions } from './promptActions';

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
  for (const deadline = Date.now() + 15_000; !store.getState().prompts['everything'];)
    if (Date.now() > deadline) throw new Error('server-everything listed no prompts');
    else await new Promise((resolve) => setTimeout(resolve, 50));
});
afterAll(async () => {
  connections?.stop();
  await server?.stop();
});

function actions() {
  const page = {
    insertText: async (params: InsertTextParams) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
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
