// "Teach this site" on every saved site page (tests/fixtures/sites): point at the parts the hand-written adapter
// finds, as a user would (a deep leaf of each message, the icon inside the send button, a paragraph inside
// the input), derive selectors with the picker's own code (the page's summaries, the sidebar's derivation, the
// page's checks), and check they find the same parts.
import { afterAll, describe, expect, it } from 'vitest';
import { SITES } from '../adapters/sites';
import type { AdapterPart, AdapterSelectors } from '../adapters/types';
import { isHashedClass } from '../../bridge/teach/tokens';
import { controlRoot, inputRoot } from './derive';
import { deriveMessageSelector, deriveSelector, deriveSignalSelector, messageRoot } from './test/derivation';
import { editorFamily } from './editorFamily';
import { checkSelectors } from './liveChecks';
import { STREAMING_SITES, sitePage } from '../../tests/fixtures/sites/sitePages';

const all = (root: ParentNode, selector: string) => Array.from(root.querySelectorAll(selector));

/** The element holding the first text of `el`: where a user clicking the answer lands. */
function textLeaf(el: Element): Element {
  const walker = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim()) return node.parentElement!;
  return el;
}

/** The deepest first descendant (the icon's path inside a button, the paragraph inside an editor). */
function deepest(el: Element): Element {
  let inner = el;
  while (inner.firstElementChild) inner = inner.firstElementChild;
  return inner;
}

/** Every class name a selector uses, plain or in a [class~=]/[class*=] match. */
function classNames(selector: string): string[] {
  const plain = Array.from(selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g), (m) => m[1]!);
  const quoted = Array.from(selector.matchAll(/\[class[~*^]?="([^"]*)"\]/g), (m) => m[1]!);
  return [...plain, ...quoted];
}

/** A second opinion, written apart from isHashedClass: digit runs, hex ids, CSS-in-JS prefixes, module hashes. */
const LOOKS_GENERATED =
  /\d{3}|^_|^(css|sc|jsx|emotion)-|[[\]]|^[a-f\d]{6,}$|(--|__)[A-Za-z\d]*[A-Z\d][A-Za-z\d]*$/;

function commonAncestor(a: Element, b: Element): Element {
  let up = a.parentElement!;
  while (!up.contains(b)) up = up.parentElement!;
  return up;
}

/** The child of `thread` that holds `el`: one turn of the chat. */
function turnOf(el: Element, thread: Element): Element {
  let turn = el;
  while (turn.parentElement !== thread) turn = turn.parentElement!;
  return turn;
}

const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);

type Match = 'exact' | 'wraps' | 'inside';

/**
 * The derived messages are the hand-written ones: the same elements, or one per message that is its own wrapper
 * (`wraps`) or, for answers, the part of it that holds the answer without the reasoning (`inside`), reading the
 * same code blocks as the hand-written message.
 */
function sameMessages(
  derived: Element[],
  hand: Element[],
  codeBlock: string,
  inside: boolean,
): Match | string {
  if (derived.length !== hand.length) return `${derived.length} matches, expected ${hand.length}`;
  if (derived.every((el, i) => el === hand[i])) return 'exact';
  const codes = (root: Element) => JSON.stringify(all(root, codeBlock).map((block) => block.textContent));
  let match: Match = 'wraps';
  for (const [i, el] of derived.entries()) {
    const own = hand[i]!;
    if (inside && own.contains(el)) match = 'inside';
    else if (!el.contains(own) || hand.some((other) => other !== own && el.contains(other)))
      return `match ${i} is not the message, its own wrapper${inside ? ' or its answer part' : ''}`;
    if (codes(el) !== codes(own)) return `match ${i} reads other code blocks`;
  }
  return match;
}

const report: string[] = [];
afterAll(() => console.log(`teach vs hand-written adapters:\n${report.join('\n')}`));

describe.each(SITES.map((site) => ({ id: site.id, site })))('teach $id', ({ id, site }) => {
  it('derives selectors that find the hand-written parts and their peers, with no generated class, and pass the live checks', () => {
    const doc = sitePage(id);
    const hand = site.selectors;
    const [input] = all(doc, hand.input);
    const [send] = all(doc, hand.sendButton);
    const answers = all(doc, hand.assistantMessage);
    const users = all(doc, hand.userMessage!);
    expect(input && send && answers.length && users.length).toBeTruthy();

    // The answer is pointed at twice: at its first words and inside the code block that holds the call.
    const answerRoot = messageRoot(textLeaf(answers[0]!));
    const codeRoot = messageRoot(textLeaf(all(answers[0]!, hand.codeBlock)[0]!));
    const userRoot = messageRoot(textLeaf(users[0]!));
    const derived: Partial<Record<AdapterPart, string | undefined>> = {
      input: deriveSelector(inputRoot(deepest(input!))),
      sendButton: deriveSelector(controlRoot(deepest(send!))),
      assistantMessage: deriveMessageSelector(answerRoot, [userRoot]),
      userMessage: deriveMessageSelector(userRoot, [answerRoot]),
    };
    const fromCode = deriveMessageSelector(codeRoot, [userRoot]);
    const fileInput = hand.fileInput ? doc.querySelector(hand.fileInput) : null;
    if (fileInput) derived.fileInput = deriveSelector(fileInput);

    for (const [part, selector] of Object.entries(derived)) {
      expect(selector, `${id} ${part}`).toBeTypeOf('string');
      for (const name of classNames(selector!)) {
        expect(isHashedClass(name), `${id} ${part}: ${name}`).toBe(false);
        expect(LOOKS_GENERATED.test(name), `${id} ${part}: ${name}`).toBe(false);
      }
    }
    // Every part is a string now (checked above).
    const taught = derived as Partial<AdapterSelectors>;
    expect(all(doc, taught.input!)).toEqual([input]);
    expect(all(doc, taught.sendButton!)).toEqual([send]);
    if (fileInput) expect(all(doc, taught.fileInput!)).toEqual([fileInput]);
    expect(fromCode, `${id} answer from its code block`).toBeTypeOf('string');
    for (const name of classNames(fromCode!)) expect(LOOKS_GENERATED.test(name), name).toBe(false);
    const answerMatch = sameMessages(all(doc, taught.assistantMessage!), answers, hand.codeBlock, true);
    const codeMatch = sameMessages(all(doc, fromCode!), answers, hand.codeBlock, true);
    const userMatch = sameMessages(all(doc, taught.userMessage!), users, hand.codeBlock, false);
    expect([answerMatch, codeMatch, userMatch]).toEqual([
      expect.stringMatching(/^(exact|wraps|inside)$/),
      expect.stringMatching(/^(exact|wraps|inside)$/),
      expect.stringMatching(/^(exact|wraps)$/),
    ]);
    expect(checkSelectors({ ...taught, assistantMessage: fromCode! }, doc).every((check) => check.ok)).toBe(
      true,
    );

    const checks = checkSelectors(taught, doc);
    expect(checks.filter((check) => !check.ok)).toEqual([]);
    expect(checks).toHaveLength(Object.keys(taught).length);
    const family = editorFamily(input!);
    if (site.editor !== 'auto') expect(family).toBe(site.editor);

    // A longer chat: a second question and answer (copies of the turns) must be found by the same selectors.
    const thread = commonAncestor(answers[0]!, users[0]!);
    const turns = [answers[0]!, users[0]!].map((el) => turnOf(el, thread));
    for (const turn of turns) thread.append(turn.cloneNode(true));
    expect(all(doc, taught.assistantMessage!)).toHaveLength(2);
    expect(all(doc, taught.userMessage!)).toHaveLength(2);
    expect(all(doc, taught.assistantMessage!)).toEqual(
      all(doc, hand.assistantMessage).map((el) =>
        all(doc, taught.assistantMessage!).find((m) => related(m, el)),
      ),
    );
    expect(all(doc, taught.userMessage!)).toEqual(
      all(doc, hand.userMessage!).map((el) => all(doc, taught.userMessage!).find((m) => related(m, el))),
    );

    report.push(
      `${id.padEnd(15)} answers ${answerMatch.padEnd(6)} from code ${codeMatch.padEnd(6)} users ${userMatch.padEnd(5)} ` +
        `editor ${family.padEnd(11)} ${Object.values(taught).join(' | ')}${fromCode === taught.assistantMessage ? '' : ` (from code: ${fromCode})`}`,
    );
  });

  if (STREAMING_SITES.includes(id))
    it('derives the still-answering signal from the stop control or the answer being written', () => {
      const live = sitePage(id, 'streaming');
      const hand = all(live, site.selectors.streaming!);
      const answer = all(live, site.selectors.assistantMessage)[0]!;
      // A signal on or around the message is pointed at through the answer; a control, at its icon.
      const onMessage = hand[0]!.contains(answer) || answer.contains(hand[0]!);
      const selector = deriveSignalSelector(onMessage ? textLeaf(answer) : controlRoot(deepest(hand[0]!)));
      expect(selector, id).toBeTypeOf('string');
      for (const name of classNames(selector!)) expect(LOOKS_GENERATED.test(name), name).toBe(false);
      expect(all(live, selector!)).toEqual(hand);
      expect(all(sitePage(id), selector!)).toEqual([]);
      report.push(`${id.padEnd(15)} streaming ${selector}`);
    });
});
