// Turns what the user pointed at on a chat page into CSS selectors that survive the site's next build: stable
// attributes and meaningful class names first, hashed class names never, the position never.
// Runs in the bookmarklet, so it is plain DOM and kept small.
import { BUTTON, EDITABLE, SEND_WORDS, lineage, related, select } from './elements';
import { tokens, type Token } from './tokens';

export { isHashedClass } from './tokens';

/**
 * A selector that matches exactly `target` in its document, or undefined: its own stable tokens (or its tag),
 * then that under a stable ancestor (the page's other inputs or buttons look alike). Never its position: a
 * position path breaks with the site's next layout change, so the user is asked to pick again instead.
 */
export function deriveSelector(target: Element): string | undefined {
  const own = tokens(target).map((t) => t.sel);
  const local = own[0] ?? target.localName;
  return [
    local,
    ...own,
    ...lineage(target.parentElement).flatMap((up) => tokens(up).map((t) => `${t.sel} ${local}`)),
  ].find((s) => select(target.ownerDocument, s)?.length === 1 && target.matches(s));
}

/**
 * The editable root of the chat input the user clicked in: the outermost editable around the click (nested
 * contenteditables, decorations inside ProseMirror or Lexical, belong to the outermost one).
 */
export const inputRoot = (clicked: Element): Element =>
  lineage(clicked)
    .filter((el) => el.matches(EDITABLE))
    .pop() ?? clicked;

/** The control the user clicked (a button, or a site's own clickable div named like one), not its icon. */
export const controlRoot = (clicked: Element): Element =>
  clicked.closest(BUTTON) ??
  lineage(clicked).find((el) => !el.closest('svg,img') && SEND_WORDS.test(el.className)) ??
  clicked;

const AUTHOR = /\b(assistant|user|ai|bot|model|human|agent|receive|send|answer|question|query|your)\b/;
const NOUN = /\b(message|msg|turn|response|reply)\b/;
const PART = /\b(segment|item|entry|bubble)\b/;
const CONTENT = /\b(content|markdown|text|txt|body|prose|paragraph|container|line)\b/;
const LIST = /\b(list|messages|thread|history|conversation|log|main)\b/;
const REASONING = /think|thought|reason/i;

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

const score = (el: Element) => Math.max(0, ...tokens(el).map(tokenScore));

/** From `from` up while `keep` holds: the best-scored element (the outer one on ties) and the last one reached. */
function climb(from: Element, keep: (el: Element) => boolean): [Element, number, Element] {
  let best: [Element, number] = [from, score(from)];
  let el = from;
  while (el.parentElement && keep(el.parentElement)) {
    el = el.parentElement;
    const value = score(el);
    if (value >= best[1]) best = [el, value];
  }
  return [...best, el];
}

/**
 * The answer (or user message) the click is in: the ancestor that says most clearly that it is one message
 * (an author role, a message or turn name), the outer one on ties (a bubble inside its list item); without the
 * model's reasoning beside it.
 */
export function messageRoot(clicked: Element): Element {
  const [named, best] = climb(clicked, (el) => el.localName !== 'body');
  // Nothing names a message: the nearest element with an id (its prefix, `markdown-content-`, names the kind).
  const root = best > 0 ? named : (clicked.closest('[id]:not(body,html)') ?? clicked);
  const reasoning = [...root.querySelectorAll('*')].find(
    (e) => REASONING.test(`${e.className} ${e.localName}`) && !e.contains(clicked),
  );
  if (!reasoning) return root;
  // The part of the message that holds the click but not the reasoning (an answer-named element in it, if any).
  const [pick, value, part] = climb(clicked, (el) => el !== root && !el.contains(reasoning));
  // Only an element that names an author beats the whole part (a code block's "segment" name does not).
  return value >= 3 ? pick : part;
}

const sameKind = (a: Element, b: Element) => {
  const [pa, pb] = [a.parentElement, b.parentElement];
  const shared = pa ? tokens(pa) : [];
  return pa?.localName === pb?.localName && (!shared.length || shared.some((t) => pb!.matches(t.sel)));
};

/**
 * A selector for `answer` and its peers of the same author: no match nests in another, none touches an
 * excluded element (the other author's messages), and every match sits in the same kind of container.
 */
export function deriveMessageSelector(answer: Element, exclude: readonly Element[] = []): string | undefined {
  const valid = (selector: string) => {
    const matches = select(answer.ownerDocument, selector) ?? [];
    return (
      matches.includes(answer) &&
      matches.every(
        (m) =>
          !exclude.some((e) => related(m, e)) &&
          !matches.some((o) => o !== m && related(o, m)) &&
          (m === answer || sameKind(m, answer)),
      )
    );
  };
  const ranked = tokens(answer).sort((x, y) => tokenScore(y) - tokenScore(x) || y.rank - x.rank);
  const own = ranked.map((t) => t.sel);
  const ups = lineage(answer.parentElement).flatMap((up) => tokens(up).map((t) => t.sel));
  // Tokens that name a message come first, alone or under an ancestor; then the rest; then the rest without
  // what the excluded messages have.
  const forms = [ranked.filter((t) => tokenScore(t) > 0).map((t) => t.sel), own].flatMap((list) => [
    ...list,
    ...ups.flatMap((up) => list.flatMap((s) => [`${up} ${s}`, `${up} > ${s}`])),
  ]);
  for (const s of own)
    for (const e of exclude) for (const { sel } of tokens(e)) forms.push(`${s}:not(:has(${sel}))`);
  return forms.find(valid);
}
