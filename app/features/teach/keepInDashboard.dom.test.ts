import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaughtAdapter } from '../../../bridge/protocol/adapters';
import { STORAGE_KEY } from '../storage/persistence';
import { keepInDashboard } from './keepInDashboard';

const entry: TaughtAdapter = {
  host: 'chat.example',
  selectors: { input: '#prompt' },
  editor: 'textarea',
  savedAt: '2026-12-01T10:00:00.000Z',
};

/** A Storage of its own: the dashboard's first-party storage as the Storage Access API hands it over. */
function firstPartyStorage(value: unknown): Storage {
  const data = new Map<string, string>([[STORAGE_KEY, JSON.stringify(value)]]);
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, v: string) => void data.set(key, v),
  } as Storage;
}

function framedDocument(access: boolean, storage: Storage | undefined): Document {
  return {
    hasStorageAccess: () => Promise.resolve(access),
    requestStorageAccess: () => Promise.resolve({ localStorage: storage }),
  } as unknown as Document;
}

describe('keepInDashboard', () => {
  afterEach(() => vi.restoreAllMocks());
  const inFrame = () => vi.spyOn(window, 'top', 'get').mockReturnValue({} as Window);

  it("writes the entry into the dashboard's storage when the frame already holds access", async () => {
    inFrame();
    const storage = firstPartyStorage({ state: { servers: [], taughtSites: {} }, version: 2 });
    expect(await keepInDashboard(entry, framedDocument(true, storage))).toBe(true);
    const saved = JSON.parse(storage.getItem(STORAGE_KEY)!) as {
      state: { taughtSites: object; servers: [] };
    };
    expect(saved.state.taughtSites).toEqual({ 'chat.example': entry });
    expect(saved.state.servers).toEqual([]);
  });

  it('uses a grant from an earlier load: the permission says granted though this document holds no access yet', async () => {
    inFrame();
    const query = vi.fn().mockResolvedValue({ state: 'granted' });
    vi.stubGlobal('navigator', { permissions: { query } });
    const storage = firstPartyStorage({ state: { taughtSites: {} }, version: 2 });
    expect(await keepInDashboard(entry, framedDocument(false, storage))).toBe(true);
    expect(query).toHaveBeenCalledWith({ name: 'storage-access' });
    vi.unstubAllGlobals();
  });

  it('asks for nothing without access, and keeps a newer save of the dashboard', async () => {
    inFrame();
    const storage = firstPartyStorage({ state: { taughtSites: {} }, version: 2 });
    expect(await keepInDashboard(entry, framedDocument(false, storage))).toBe(false);
    expect(JSON.parse(storage.getItem(STORAGE_KEY)!)).toEqual({ state: { taughtSites: {} }, version: 2 });

    const newer = { ...entry, selectors: { input: '#other' }, savedAt: '2026-12-02T00:00:00.000Z' };
    const theirs = firstPartyStorage({ state: { taughtSites: { 'chat.example': newer } }, version: 2 });
    expect(await keepInDashboard(entry, framedDocument(true, theirs))).toBe(true);
    expect(JSON.parse(theirs.getItem(STORAGE_KEY)!).state.taughtSites['chat.example']).toEqual(newer);
  });

  it('does nothing at the top level (the dashboard or a popup sidebar is already first party)', async () => {
    const storage = firstPartyStorage({ state: { taughtSites: {} }, version: 2 });
    expect(await keepInDashboard(entry, framedDocument(true, storage))).toBe(false);
  });
});
