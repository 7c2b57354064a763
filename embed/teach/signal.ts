// The "still answering" signal: the user points at the stop control (or at the answer being written), and the
// selector names what only shows while the answer streams — a stop or streaming word, or a state attribute set
// to true — so it matches nothing once the answer is done.
import { lineage } from './elements';
import { tokens } from './tokens';

const STREAMING = /stop|cancel|abort|stream|generat|break(?!-)|output|busy|loading/i; // not `break-words`

/** A selector for the streaming signal at or around `pointed`, or undefined if nothing there names one. */
export function deriveSignalSelector(pointed: Element): string | undefined {
  for (const el of lineage(pointed)) {
    const state = [...el.attributes].find((a) => STREAMING.test(a.name) && a.value === 'true');
    if (state) return `[${state.name}="true"]`;
    const own = tokens(el);
    const named = own.find((t) => STREAMING.test(t.text));
    if (!named) continue;
    if (named.sel.startsWith('[')) return named.sel;
    // A state class (`stop`) goes with the element's own name: the same control may carry it only mid-answer.
    const base = own.find((t) => t !== named && !STREAMING.test(t.text) && t.rank > 1);
    return (base?.sel ?? el.localName) + named.sel;
  }
  return undefined;
}
