// Which sends start a round and which start a human turn: Enter in the input or a click on send (the user's),
// the runtime's own send (a round, same turn), an in-app navigation (a round with nothing sent).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoAdapter } from '../adapters/demo';
import { trackTurns } from './turns';
import type { Turns } from './turns';

let turns: Turns;
let input: HTMLTextAreaElement;
let icon: HTMLElement;

beforeEach(() => {
  input = document.createElement('textarea');
  input.id = 'chat-input';
  const send = document.createElement('button');
  send.id = 'send-button';
  icon = document.createElement('span'); // sites put an icon in the button; the click lands on it
  send.append(icon);
  document.body.replaceChildren(input, send);
  turns = trackTurns(demoAdapter.selectors);
});

afterEach(() => turns.stop());

const press = (key: string, init: KeyboardEventInit = {}) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, ...init }));

describe('trackTurns', () => {
  it('starts a human turn on Enter in the input and on a click on send, not on Shift+Enter or other keys', () => {
    const start = turns.turn();
    expect(turns.sent()).toBe(false);
    press('Enter', { shiftKey: true });
    press('a');
    document.body.click();
    expect([turns.round(), turns.turn(), turns.sent()]).toEqual([0, start, false]);

    press('Enter');
    const afterEnter = turns.turn();
    expect([turns.round(), turns.sent()]).toEqual([1, true]);
    expect(afterEnter).not.toBe(start);

    icon.click();
    expect(turns.round()).toBe(2);
    expect(turns.turn()).not.toBe(afterEnter);
  });

  it('counts the runtime’s own send as a round of the same turn, even though it clicks send', async () => {
    press('Enter');
    const turn = turns.turn();
    await turns.ownSend(async () => icon.click());
    expect([turns.round(), turns.turn()]).toEqual([2, turn]);
  });

  it('starts a round with nothing sent on navigation', () => {
    press('Enter');
    turns.navigated();
    expect([turns.round(), turns.sent()]).toEqual([2, false]);
  });

  it('stops listening when stopped', () => {
    turns.stop();
    press('Enter');
    expect(turns.round()).toBe(0);
  });
});
