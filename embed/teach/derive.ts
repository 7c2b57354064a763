// The picker's side of selector derivation. What the user pointed at is described to the sidebar (the element and
// its ancestors: tag, id, classes, short attributes), which derives candidates (bridge/teach); the page keeps the
// first that matches what it must here, the one thing only the page can check.
import { SUMMARY_VALUE_CHARS } from '../../bridge/protocol/adapters';
import type { DeriveParams, DeriveResult, ElementSummary } from '../../bridge/protocol/adapters';
import { BUTTON, EDITABLE, SEND_WORDS, lineage, related, select } from './elements';
import { after } from './teach';
import type { Later, TeachDeps } from './teach';

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

/** An element as the sidebar reads it: what a selector can be built from. */
export const summary = (el: Element): ElementSummary => ({
  tag: el.localName,
  id: el.getAttribute('id'),
  classes: [...el.classList],
  attributes: [...el.attributes].flatMap(({ name, value }): [string, string][] =>
    value.length > SUMMARY_VALUE_CHARS ? [] : [[name, value]],
  ),
});

/** `el` and its ancestors up to <html>, nearest first. */
function ancestors(el: Element): Element[] {
  const list: Element[] = [];
  for (let up: Element | null = el; up; up = up.parentElement) list.push(up);
  return list;
}

/** What the sidebar derives from: `el` and its ancestors, summarized. */
export const chainOf = (el: Element): ElementSummary[] => ancestors(el).map(summary);

const REASONING = /think|thought|reason/i;

/**
 * For each element of the click's chain: where the first element named like the model's reasoning inside it, and
 * not around the click, meets the chain (DeriveParams). One pass in document order over the click's part of the
 * page (below <body>, where its message is).
 */
function reasoningOf(clicked: Element): number[] {
  const chain = ancestors(clicked);
  const index = new Map(chain.map((el, i) => [el, i]));
  const meets = chain.map(() => -1);
  const top = lineage(clicked).pop() ?? clicked.ownerDocument.documentElement;
  for (const found of top.querySelectorAll('*')) {
    if (!REASONING.test(`${found.className} ${found.localName}`) || found.contains(clicked)) continue;
    let up = found.parentElement!;
    while (!index.has(up)) up = up.parentElement!;
    const at = index.get(up)!;
    for (let i = at; i < meets.length; i++) if (meets[i]! < 0) meets[i] = at;
  }
  return meets;
}

/** What the picker asks the derivation (the hub's HUB_METHODS.deriveSelectors, or bridge/teach itself in tests). */
export type Derive = (params: DeriveParams) => Later<DeriveResult>;

/** The picker's messageRoot, deriveSelector and deriveMessageSelector, derived by `derive` and checked here. */
export function derivation(
  derive: Derive,
): Pick<TeachDeps, 'messageRoot' | 'deriveSelector' | 'deriveMessageSelector'> {
  return {
    messageRoot: (clicked) =>
      after(
        derive({ kind: 'root', chain: chainOf(clicked), reasoning: reasoningOf(clicked) }),
        ({ root = 0 }) => ancestors(clicked)[root] ?? clicked,
      ),
    // Exactly the target on this page.
    deriveSelector: (target) =>
      after(derive({ kind: 'one', chain: chainOf(target) }), ({ selectors = [] }) =>
        selectors.find((s) => select(target.ownerDocument, s)?.length === 1 && target.matches(s)),
      ),
    // The answer and its peers: no match nests in another, none touches an excluded element (the other author's
    // messages), and every match sits in the same kind of container.
    deriveMessageSelector: (answer, exclude = []) =>
      after(
        derive({ kind: 'messages', chain: chainOf(answer), exclude: exclude.map(summary) }),
        ({ selectors = [], parentSelectors = [] }) => {
          const sameKind = (m: Element) => {
            const [pa, pb] = [answer.parentElement, m.parentElement];
            return (
              pa?.localName === pb?.localName &&
              (!parentSelectors.length || parentSelectors.some((s) => pb!.matches(s)))
            );
          };
          return selectors.find((selector) => {
            const matches = select(answer.ownerDocument, selector) ?? [];
            return (
              matches.includes(answer) &&
              matches.every(
                (m) =>
                  !exclude.some((e) => related(m, e)) &&
                  !matches.some((o) => o !== m && related(o, m)) &&
                  (m === answer || sameKind(m)),
              )
            );
          });
        },
      ),
  };
}
