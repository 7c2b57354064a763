// teachSite over a fake hub (our own Hub interface) and the real store: what is asked, what is saved, where.
import { beforeEach, describe, expect, it } from 'vitest';
import type { TeachParams, TeachResult } from '../../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { createTeachActions } from './teachSite';

const ORIGIN = 'https://chat.example.com';
let store: AppStore;
let asked: TeachParams[];
let answer: TeachResult;

function teachActions() {
  const hub = {
    teach: async (params: TeachParams) => {
      asked.push(params);
      return answer;
    },
  };
  return createTeachActions({ store, hub: hub as never });
}

function connect(health?: AdapterHealth, origin = ORIGIN) {
  store.getState().setPageConnected(origin, { adapter: health?.adapter ?? 'generic' });
  if (health) store.getState().setPageHealth(origin, health);
}

beforeEach(() => {
  localStorage.clear();
  store = testStore();
  asked = [];
  answer = { ok: false };
});

describe('teachSite', () => {
  it('asks for the required parts, then the optional ones, and saves under the hub’s host', async () => {
    connect({ adapter: 'generic', found: [], missing: ['input'], source: 'generic' });
    answer = {
      ok: true,
      selectors: {
        input: 'textarea#q',
        sendButton: 'button.go',
        assistantMessage: '.bot',
        streaming: '.dots',
      },
      editor: 'textarea',
    };
    await expect(teachActions().teachSite()).resolves.toBe('saved');
    expect(asked).toEqual([
      {
        parts: ['input', 'sendButton', 'assistantMessage'],
        optional: ['userMessage', 'streaming', 'fileInput'],
      },
    ]);
    const saved = store.getState().taughtSites['chat.example.com'];
    expect(saved).toEqual({
      host: 'chat.example.com',
      selectors: answer.selectors,
      editor: 'textarea',
      savedAt: expect.any(String),
    });
    expect(Date.parse(saved!.savedAt)).not.toBeNaN();
    expect(store.getState().notice?.text).toMatch(/Saved for chat\.example\.com/);
  });

  it('Fix it now asks only the broken parts and merges them into what was taught before', async () => {
    connect({ adapter: 'chatgpt', found: ['sendButton'], missing: ['input'], source: 'built-in' });
    store.getState().saveTaughtSite({
      host: 'chat.example.com',
      base: 'chatgpt',
      selectors: { assistantMessage: '.old-answer', streaming: '.old-stop' },
      editor: 'prosemirror',
      savedAt: '2026-01-01T00:00:00.000Z',
    });
    answer = { ok: true, selectors: { input: '#new-input' }, editor: 'lexical' };
    await teachActions().teachSite(['input']);
    expect(asked).toEqual([{ parts: ['input'] }]);
    expect(store.getState().taughtSites['chat.example.com']).toMatchObject({
      base: 'chatgpt',
      selectors: { input: '#new-input', assistantMessage: '.old-answer', streaming: '.old-stop' },
      editor: 'lexical',
    });
  });

  it('repairs a site adapter: the base is the page’s adapter, and the editor stays when the input is not taught', async () => {
    connect({ adapter: 'claude', found: ['input'], missing: ['assistantMessage'], source: 'built-in' });
    answer = { ok: true, selectors: { assistantMessage: '.answer' } };
    await teachActions().teachSite(['assistantMessage']);
    expect(store.getState().taughtSites['chat.example.com']).toMatchObject({
      base: 'claude',
      selectors: { assistantMessage: '.answer' },
      editor: 'auto',
    });
  });

  it('keeps no base the page reports unless it is a plain adapter id (it would reach an exported file)', async () => {
    connect({ adapter: 'x\nfetch("//evil")//', found: ['input'], missing: ['assistantMessage'] });
    answer = { ok: true, selectors: { assistantMessage: '.answer' } };
    await teachActions().teachSite(['assistantMessage']);
    const saved = store.getState().taughtSites['chat.example.com'];
    expect(saved?.selectors).toEqual({ assistantMessage: '.answer' });
    expect(saved?.base).toBeUndefined();
  });

  it('saves for the origin the hub knows, whatever the page’s answer or info claim', async () => {
    store.getState().setPageConnected(ORIGIN, { adapter: 'generic', title: 'evil.example' });
    answer = {
      ok: true,
      // Parts not asked for, even ones the protocol does not know, are not the page's to set.
      selectors: { input: '#a', sendButton: 'button.evil', password: 'input[type=password]' } as never,
    };
    await teachActions().teachSite(['input']);
    expect(Object.keys(store.getState().taughtSites)).toEqual(['chat.example.com']);
    // Only the parts asked for are kept.
    expect(store.getState().taughtSites['chat.example.com']!.selectors).toEqual({ input: '#a' });
  });

  it('saves nothing when the user cancels, with a quiet note', async () => {
    connect();
    answer = { ok: false };
    await expect(teachActions().teachSite()).resolves.toBe('cancelled');
    expect(store.getState().taughtSites).toEqual({});
    expect(store.getState().notice).toEqual({
      kind: 'info',
      text: 'Nothing was saved: the picker was closed.',
    });
  });

  it('shows the hub’s error (a page gone, a picker already open) and saves nothing', async () => {
    connect();
    answer = {
      ok: false,
      error: 'The picker is already open on the chat page: finish or cancel it there first.',
    };
    await expect(teachActions().teachSite()).resolves.toBe('failed');
    expect(store.getState().taughtSites).toEqual({});
    expect(store.getState().notice?.kind).toBe('error');
  });

  it('saves nothing when the page changed while the user picked', async () => {
    connect();
    const actions = createTeachActions({
      store,
      hub: {
        teach: async () => {
          store.getState().setPageConnected('https://other.example', { adapter: 'generic' });
          return { ok: true, selectors: { input: '#a' } };
        },
      } as never,
    });
    await expect(actions.teachSite(['input'])).resolves.toBe('failed');
    expect(store.getState().taughtSites).toEqual({});
  });

  it('refuses without a page, and for an opaque origin', async () => {
    await expect(teachActions().teachSite()).resolves.toBe('failed');
    connect(undefined, 'null');
    await expect(teachActions().teachSite()).resolves.toBe('failed');
    expect(asked).toEqual([]);
  });
});
