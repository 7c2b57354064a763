// The "still answering" signal: the user points at the stop control (or at the answer being written), and the
// selector names what only shows while the answer streams — a stop or streaming word, or a state attribute set
// to true — so it matches nothing once the answer is done. From the picker's summary, like derive.ts.
import type { ElementSummary } from '../protocol/adapters';
import { lineage } from './derive';
import { tokens } from './tokens';

const STREAMING = /stop|cancel|abort|stream|generat|break(?!-)|output|busy|loading/i; // not `break-words`

/** A selector for the streaming signal at or around `chain[0]`, or undefined if nothing there names one. */
export function signalSelector(chain: readonly ElementSummary[]): string | undefined {
  for (const el of lineage(chain)) {
    const state = el.attributes.find(([name, value]) => STREAMING.test(name) && value === 'true');
    if (state) return `[${state[0]}="true"]`;
    const own = tokens(el);
    const named = own.find((t) => STREAMING.test(t.text));
    if (!named) continue;
    if (named.sel.startsWith('[')) return named.sel;
    // A state class (`stop`) goes with the element's own name: the same control may carry it only mid-answer.
    const base = own.find((t) => t !== named && !STREAMING.test(t.text) && t.rank > 1);
    return (base?.sel ?? el.tag) + named.sel;
  }
  return undefined;
}
