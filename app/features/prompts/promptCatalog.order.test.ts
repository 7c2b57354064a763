// Crossing answers: a slow first listing must not replace the newer list a list_changed re-list brought, and
// a re-list that ends after the server went away must not bring its prompts back. The manager is a stand-in
// here so the order of answers is the test's to choose.
import type { Prompt } from '@modelcontextprotocol/client';
import { describe, expect, it } from 'vitest';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { promptFeatures, watchPromptLists } from './promptCatalog';

const prompt = (name: string): Prompt => ({ name });
const CONNECTED = { state: 'connected', toolCount: 0, transport: 'streamable-http' } as const;

function setup() {
  const store = createAppStore(memoryStorage);
  let answerFirst!: (prompts: Prompt[]) => void;
  const first = new Promise<Prompt[]>((resolve) => (answerFirst = resolve));
  // Every listing of this stand-in waits for the test's answer.
  const manager = { withClient: <T>() => first as Promise<unknown> as Promise<T> };
  const stop = watchPromptLists(store, manager);
  const onChanged = promptFeatures(store, 's').listChanged!.prompts!.onChanged;
  const names = () => store.getState().prompts['s']?.map((p) => p.name);
  return { store, first, answerFirst, stop, onChanged, names };
}

describe('prompt lists in order', () => {
  it('keeps the re-listed prompts when the first listing answers after them', async () => {
    const { store, first, answerFirst, stop, onChanged, names } = setup();
    store.getState().setStatus('s', CONNECTED);
    onChanged(null, [prompt('new')]);
    expect(names()).toEqual(['new']);
    answerFirst([prompt('old')]);
    // The listing's handler was attached to this same promise before this await: it has run once we resume.
    await first;
    expect(names()).toEqual(['new']);
    stop();
  });

  it('ignores a re-list that ends once the server is gone', () => {
    const { store, stop, onChanged, names } = setup();
    store.getState().setStatus('s', CONNECTED);
    store.getState().setStatus('s', { state: 'disabled' });
    onChanged(null, [prompt('late')]);
    expect(names()).toBeUndefined();
    stop();
  });
});
