// Turns what the user pointed at on a chat page into CSS selectors that survive the site's next build: stable
// attributes and meaningful class names first, hashed class names never, the position never. It runs in the
// sidebar, on the picker's summary of the element and its ancestors (`chain`, up to <html>), and answers
// candidates in order; the page keeps the first that matches what it must there (embed/teach/derive.ts).
import type { DeriveParams, DeriveResult, ElementSummary } from '../protocol/adapters';
import { tokens, type Token } from './tokens';

/** `chain[from]` and its ancestors inside <body>, nearest first (the page's lineage). */
export function lineage(chain: readonly ElementSummary[], from = 0): ElementSummary[] {
  const list: ElementSummary[] = [];
  for (let i = from; i < chain.length && chain[i]!.tag !== 'body'; i++) list.push(chain[i]!);
  return list;
}

/**
 * Selectors that may match exactly `chain[0]`: its own stable tokens (or its tag), then those under a stable
 * ancestor (the page's other inputs or buttons look alike). Never its position: a position path breaks with the
 * site's next layout change, so the user is asked to pick again instead.
 */
export function selectorCandidates(chain: readonly ElementSummary[]): string[] {
  const own = tokens(chain[0]!).map((t) => t.sel);
  const local = own[0] ?? chain[0]!.tag;
  return [local, ...own, ...lineage(chain, 1).flatMap((up) => tokens(up).map((t) => `${t.sel} ${local}`))];
}

const AUTHOR = /\b(assistant|user|ai|bot|model|human|agent|receive|send|answer|question|query|your)\b/;
const NOUN = /\b(message|msg|turn|response|reply)\b/;
const PART = /\b(segment|item|entry|bubble)\b/;
const CONTENT = /\b(content|markdown|text|txt|body|prose|paragraph|container|line)\b/;
const LIST = /\b(list|messages|thread|history|conversation|log|main)\b/;

/** How clearly a token names one message (0: not at all): an author role, a message or turn, not its list. */
function tokenScore(t: Token): number {
  // Its words, lower case and apart (`answerItem--` -> `answer item`), for the word patterns above.
  const words = t.text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ');
  const author = AUTHOR.test(words);
  return Math.max(
    0,
    (author ? 3 + 2 * +/\b(role|author)\b/.test(words) + +(t.rank > 5) : 0) +
      (NOUN.test(words) ? 2 : +PART.test(words)) -
      2 * +(t.rank === 2) -
      +CONTENT.test(words) -
      2 * +(LIST.test(words) && !author),
  );
}

const score = (el: ElementSummary) => Math.max(0, ...tokens(el).map(tokenScore));

/** From `chain[0]` up while `keep(index)` holds: the best-scored index (the outer one on ties) and the last one. */
function climb(chain: readonly ElementSummary[], keep: (index: number) => boolean): [number, number, number] {
  let best: [number, number] = [0, score(chain[0]!)];
  let at = 0;
  while (at + 1 < chain.length && keep(at + 1)) {
    const value = score(chain[++at]!);
    if (value >= best[1]) best = [at, value];
  }
  return [...best, at];
}

/**
 * The index of the answer (or user message) the click (`chain[0]`) is in: the ancestor that says most clearly
 * that it is one message (an author role, a message or turn name), the outer one on ties (a bubble inside its
 * list item); without the model's reasoning beside it (`reasoning`, see DeriveParams).
 */
export function messageRoot(chain: readonly ElementSummary[], reasoning: readonly number[]): number {
  const [named, best] = climb(chain, (i) => chain[i]!.tag !== 'body');
  // Nothing names a message: the nearest element with an id (its prefix, `markdown-content-`, names the kind).
  const withId = chain.findIndex((el) => el.id !== null && el.tag !== 'body' && el.tag !== 'html');
  const root = best > 0 ? named : Math.max(0, withId);
  const meets = reasoning[root] ?? -1;
  if (meets < 0) return root;
  // The part of the message that holds the click but not the reasoning (an answer-named element in it, if any).
  const [pick, value, part] = climb(chain, (i) => i !== root && i < meets);
  // Only an element that names an author beats the whole part (a code block's "segment" name does not).
  return value >= 3 ? pick : part;
}

/**
 * Selectors for `chain[0]` (an answer) and its peers of the same author, in order: tokens that name a message,
 * alone or under an ancestor; then the rest; then the rest without what the `exclude`d messages have. The page
 * keeps the first whose matches do not nest, touch no excluded message and all sit in the same kind of
 * container (`parentSelectors`: the answer's parent's tokens, one of which every match's parent must have).
 */
export function messageCandidates(
  chain: readonly ElementSummary[],
  exclude: readonly ElementSummary[],
): { selectors: string[]; parentSelectors: string[] } {
  const ranked = tokens(chain[0]!).sort((x, y) => tokenScore(y) - tokenScore(x) || y.rank - x.rank);
  const own = ranked.map((t) => t.sel);
  const ups = lineage(chain, 1).flatMap((up) => tokens(up).map((t) => t.sel));
  const selectors = [ranked.filter((t) => tokenScore(t) > 0).map((t) => t.sel), own].flatMap((list) => [
    ...list,
    ...ups.flatMap((up) => list.flatMap((s) => [`${up} ${s}`, `${up} > ${s}`])),
  ]);
  for (const s of own)
    for (const e of exclude) for (const { sel } of tokens(e)) selectors.push(`${s}:not(:has(${sel}))`);
  const parent = chain[1];
  return { selectors, parentSelectors: parent ? tokens(parent).map((t) => t.sel) : [] };
}

/** The hub's answer to HUB_METHODS.deriveSelectors. */
export function deriveSelectors(params: DeriveParams): DeriveResult {
  if (params.kind === 'root') return { root: messageRoot(params.chain, params.reasoning) };
  if (params.kind === 'one') return { selectors: selectorCandidates(params.chain) };
  return messageCandidates(params.chain, params.exclude);
}
