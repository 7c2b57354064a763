// When the chat was last sent, so only an answer written after that can carry calls. A round starts with every
// send: the user's (Enter in the input, a click on send) or the runtime's own (results in the agent loop). Only
// the user's sends start a new human turn, by which the hub budgets automatic runs. An in-app navigation starts
// a round with no send: what renders then is history.
import type { AdapterSelectors } from '../adapters/types';
import { listen } from './listen';

export interface Turns {
  /** Grows with every send and navigation: content written in the current round is newer than both. */
  round(): number;
  /** Something was sent in this page since start or the last navigation. */
  sent(): boolean;
  /** Id of the current human turn, unique to this page session. */
  turn(): string;
  /** The user sent a message (also used by tests, which can't make trusted events either). */
  userSent(): void;
  /** Wraps the runtime's own send: a new round, not a new human turn; gestures during it are ours. */
  ownSend<T>(send: () => Promise<T>): Promise<T>;
  navigated(): void;
  stop(): void;
}

export function trackTurns(selectors: Pick<AdapterSelectors, 'input' | 'sendButton'>, doc = document): Turns {
  const session = Math.random().toString(36).slice(2, 10);
  let round = 0;
  let humanTurns = 0;
  let sent = false;
  let sending = 0;
  const within = (target: EventTarget | null, selector: string): boolean => {
    try {
      return target instanceof Element && target.closest(selector) !== null;
    } catch {
      return false; // A user-written selector that does not parse matches nothing.
    }
  };
  const userSent = () => {
    round++;
    humanTurns++;
    sent = true;
  };
  // Capture phase: the site's own handlers may stop the event, and they run after ours.
  const onKey = (event: KeyboardEvent) => {
    const enter = event.key === 'Enter' && !event.shiftKey && !event.isComposing;
    if (!sending && enter && within(event.target, selectors.input)) userSent();
  };
  const onClick = (event: MouseEvent) => {
    if (!sending && within(event.target, selectors.sendButton)) userSent();
  };
  const unlisten = [listen(doc, 'keydown', onKey, true), listen(doc, 'click', onClick, true)];
  return {
    round: () => round,
    sent: () => sent,
    turn: () => `${session}.${humanTurns}`,
    userSent,
    async ownSend(send) {
      round++;
      sent = true;
      sending++;
      try {
        return await send();
      } finally {
        sending--;
      }
    },
    navigated() {
      round++;
      sent = false;
    },
    stop() {
      unlisten.forEach((remove) => remove());
    },
  };
}
