// Turns what the user pointed at on a chat page into CSS selectors that survive the site's next build: stable
// attributes and meaningful class names first, hashed class names never, structure only as a last resort.
// Runs in the bookmarklet, so it is plain DOM and kept small.
import { BUTTON, EDITABLE, SEND_WORDS } from './elements';
import { tokens, type Token } from './tokens';

export { isHashedClass } from './tokens';

const count = (root: ParentNode, selector: string) => {
  try {
    return root.querySelectorAll(selector).length;
  } catch {
    return -1;
  }
};
const uniqueIn = (doc: ParentNode, selector: string) => count(doc, selector) === 1;

/** A selector that matches exactly `target` in its document, or undefined. */
export function deriveSelector(target: Element): string | undefined {
  const doc = target.ownerDocument;
  const own = tokens(target).map((t) => t.sel);
  const tag = target.localName;
  const forms = [...own, ...own.map((s) => tag + s)];
  for (const a of own) for (const b of own) if (a < b) forms.push(tag + a + b);
  const hit = forms.find((s) => uniqueIn(doc, s) && target.matches(s));
  if (hit) return hit;
  const local = forms.find((s) => target.matches(s)) ?? tag;
  for (let up = target.parentElement; up && up !== doc.body; up = up.parentElement) {
    for (const { sel } of tokens(up)) {
      const scoped = `${sel} ${local}`;
      if (uniqueIn(doc, scoped) && target.matches(scoped)) return scoped;
    }
  }
  // Last resort: the element's position, one level up at a time until that path is unique.
  let path = '';
  for (let el: Element | null = target; el && el !== doc.documentElement; el = el.parentElement) {
    const index = Array.from(el.parentElement?.children ?? []).filter((c) => c.localName === el!.localName);
    path = `${el.localName}:nth-of-type(${index.indexOf(el) + 1})${path ? ` > ${path}` : ''}`;
    if (uniqueIn(doc, path)) return path;
  }
  return undefined;
}

/** The editable root of the chat input the user clicked in. */
export function inputRoot(clicked: Element): Element {
  let root = clicked.closest(EDITABLE) ?? clicked;
  // Nested contenteditables (decorations inside ProseMirror, Lexical) belong to the outermost one.
  for (let up = root.parentElement?.closest(EDITABLE); up; up = up.parentElement?.closest(EDITABLE))
    root = up;
  return root;
}

/** The control the user clicked (a button, or a site's own clickable div named like one), not its icon. */
export function controlRoot(clicked: Element): Element {
  const button = clicked.closest(BUTTON);
  if (button) return button;
  for (let el: Element | null = clicked; el; el = el.parentElement)
    if (!el.closest('svg,img') && SEND_WORDS.test(el.className)) return el;
  return clicked;
}

const AUTHOR = /^(assistant|user|ai|bot|model|human|agent|receive|send|answer|question|query|your)$/;
const NOUN = /^(message|msg|turn|response|reply)$/;
const PART = /^(segment|item|entry|bubble)$/;
const CONTENT = /^(content|markdown|text|txt|body|prose|paragraph|container|line)$/;
const LIST = /^(list|messages|thread|history|conversation|log|main)$/;
const REASONING = /think|thought|reason/i;

/** How clearly a token names one message: an author role, a message or turn, not its text or the list. */
function tokenScore(t: Token): number {
  const words = t.text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/);
  const has = (re: RegExp) => words.some((w) => re.test(w));
  const author = has(AUTHOR);
  return (
    (author ? 3 + (has(/^(role|author)$/) ? 2 : 0) + (t.rank > 5 ? 1 : 0) : 0) +
    (has(NOUN) ? 2 : has(PART) ? 1 : 0) +
    (t.rank ? 0 : 1) -
    (t.rank === 2 ? 2 : 0) -
    (has(CONTENT) ? 1 : 0) -
    (has(LIST) && !author ? 2 : 0)
  );
}

const score = (el: Element) => Math.max(0, ...tokens(el).map(tokenScore));

const isReasoning = (el: Element) => REASONING.test(`${el.className} ${el.localName}`);

/**
 * The answer (or user message) the click is in: the ancestor that says most clearly that it is one message
 * (an author role, a message or turn name), the outer one on ties (a bubble inside its list item); without the
 * model's reasoning beside it.
 */
export function messageRoot(clicked: Element): Element {
  let root = clicked;
  let best = score(clicked);
  for (let el = clicked.parentElement; el && el.localName !== 'body'; el = el.parentElement) {
    const value = score(el);
    if (value >= best) [root, best] = [el, value];
  }
  // Nothing names a message: the nearest element with an id (its prefix, `markdown-content-`, names the kind).
  if (best <= 0) root = clicked.closest('[id]:not(body,html)') ?? clicked;
  const reasoning = Array.from(root.querySelectorAll('*')).find(
    (e) => isReasoning(e) && !e.contains(clicked),
  );
  if (!reasoning) return root;
  // The part of the message that holds the click but not the reasoning (an answer-named element in it, if any).
  let part = clicked;
  let pick: [Element, number] = [clicked, score(clicked)];
  while (part.parentElement && part.parentElement !== root && !part.parentElement.contains(reasoning)) {
    part = part.parentElement;
    const value = score(part);
    if (value >= pick[1]) pick = [part, value];
  }
  // Only an element that names an author beats the whole part (a code block's "segment" name does not).
  return pick[1] >= 3 ? pick[0] : part;
}

const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);
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
  const doc = answer.ownerDocument;
  const valid = (selector: string) => {
    if (count(doc, selector) < 1 || !answer.matches(selector)) return false;
    const matches = Array.from(doc.querySelectorAll(selector));
    return matches.every(
      (m) =>
        !exclude.some((e) => related(m, e)) &&
        !matches.some((o) => o !== m && related(o, m)) &&
        (m === answer || sameKind(m, answer)),
    );
  };
  const ranked = tokens(answer).sort(
    (x, y) => Math.max(0, tokenScore(y)) - Math.max(0, tokenScore(x)) || y.rank - x.rank,
  );
  const named = ranked.filter((t) => tokenScore(t) > 0).map((t) => t.sel);
  const own = ranked.map((t) => t.sel);
  // Tokens that name a message come first, alone or under an ancestor; then the rest.
  const forms: string[] = [];
  for (const list of [named, own]) {
    forms.push(...list);
    for (let up = answer.parentElement; up && up !== doc.body; up = up.parentElement)
      for (const { sel } of tokens(up)) for (const s of list) forms.push(`${sel} ${s}`, `${sel} > ${s}`);
  }
  for (const s of own)
    for (const e of exclude) for (const { sel } of tokens(e)) forms.push(`${s}:not(:has(${sel}))`);
  return forms.find(valid);
}
