import { describe, expect, it } from 'vitest';
import type { InsertTextParams } from '../../../bridge/protocol/types';
import { AUTO_SEND_SPACING_MS, appMessageSender } from './appMessages';

function route(options: { connected?: boolean; autoSubmit?: boolean } = {}) {
  const inserted: InsertTextParams[] = [];
  let time = 0;
  let release: (() => void) | undefined;
  const r = {
    inserted,
    hold: false,
    advance: (ms: number) => (time += ms),
    release: () => release?.(),
    connected: () => options.connected ?? true,
    autoSubmit: () => options.autoSubmit ?? true,
    now: () => time,
    insertText: (params: InsertTextParams) => {
      inserted.push(params);
      if (!r.hold) return Promise.resolve({ ok: true });
      return new Promise<{ ok: boolean }>((resolve) => (release = () => resolve({ ok: true })));
    },
  };
  return r;
}

describe('appMessageSender', () => {
  it('sends under Auto-submit, at most once in the spacing; sooner ones only go into the input', async () => {
    const r = route();
    const send = appMessageSender(r);
    expect(await send('one')).toBeUndefined();
    r.advance(AUTO_SEND_SPACING_MS - 1);
    expect(await send('two')).toBeUndefined();
    r.advance(1);
    expect(await send('three')).toBeUndefined();
    expect(r.inserted).toEqual([
      { text: 'one', submit: true },
      { text: 'two', submit: false },
      { text: 'three', submit: true },
    ]);
  });

  it('never sends with Auto-submit off', async () => {
    const r = route({ autoSubmit: false });
    await appMessageSender(r)('draft');
    expect(r.inserted).toEqual([{ text: 'draft', submit: false }]);
  });

  it('refuses a second message while the first is being written, and any without a chat page', async () => {
    const r = route();
    r.hold = true;
    const send = appMessageSender(r);
    const first = send('one');
    expect(await send('two')).toMatch(/still being written/);
    r.release();
    expect(await first).toBeUndefined();
    expect(await appMessageSender(route({ connected: false }))('x')).toBe('No chat page is connected.');
  });
});
