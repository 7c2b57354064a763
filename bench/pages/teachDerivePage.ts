// Browser entry for the teach benchmark: the picker's own derivation and live checks, run on a saved chat page.
// The bench points at the parts the hand-written adapter finds and times what happens after the clicks: the
// page's summaries and checks (embed/teach/derive.ts) around the sidebar's derivation (bridge/teach), here in one
// thread, without the channel between them.
import type { AdapterSelectors } from '../../bridge/protocol/adapters';
import { deriveSelectors } from '../../bridge/teach/derive';
import { controlRoot, derivation, inputRoot } from '../../embed/teach/derive';
import { editorFamily } from '../../embed/teach/editorFamily';
import { checkSelectors } from '../../embed/teach/liveChecks';

// The sidebar's derivation answers at once here, so each step's answer is a value, not a promise.
const { messageRoot, deriveSelector, deriveMessageSelector } = derivation(deriveSelectors) as {
  messageRoot(clicked: Element): Element;
  deriveSelector(target: Element): string | undefined;
  deriveMessageSelector(answer: Element, exclude?: readonly Element[]): string | undefined;
};

/** Where a click on the element lands: its first text, or its deepest first child (an icon's path). */
function clickPoint(el: Element): Element {
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.textContent?.trim()) return node.parentElement!;
  let inner = el;
  while (inner.firstElementChild) inner = inner.firstElementChild;
  return inner;
}

/** One teach pass (input, send, answer, user message, then the checks); returns its time in ms and its result. */
function derive(hand: AdapterSelectors): { ms: number; ok: boolean; selectors: Partial<AdapterSelectors> } {
  const at = (selector: string) => clickPoint(document.querySelector(selector)!);
  const clicks = {
    input: at(hand.input),
    send: at(hand.sendButton),
    answer: at(hand.assistantMessage),
    user: at(hand.userMessage!),
  };
  const start = performance.now();
  const answer = messageRoot(clicks.answer);
  const user = messageRoot(clicks.user);
  const input = inputRoot(clicks.input);
  const selectors: Partial<AdapterSelectors> = {};
  const put = (part: keyof AdapterSelectors, value: string | undefined) => {
    if (value) selectors[part] = value;
  };
  put('input', deriveSelector(input));
  put('sendButton', deriveSelector(controlRoot(clicks.send)));
  put('assistantMessage', deriveMessageSelector(answer, [user]));
  put('userMessage', deriveMessageSelector(user, [answer]));
  editorFamily(input);
  const checks = checkSelectors(selectors);
  const ms = performance.now() - start;
  return { ms, ok: checks.length === 4 && checks.every((check) => check.ok), selectors };
}

/** A long chat: the question and answer turns copied until the page holds `messages` messages. */
function grow(hand: AdapterSelectors, messages: number): number {
  const answer = document.querySelector(hand.assistantMessage)!;
  const user = document.querySelector(hand.userMessage!)!;
  let thread = answer.parentElement!;
  while (!thread.contains(user)) thread = thread.parentElement!;
  const turns = [answer, user].map((el) => {
    let turn = el;
    while (turn.parentElement !== thread) turn = turn.parentElement!;
    return turn;
  });
  while (document.querySelectorAll(hand.assistantMessage).length * 2 < messages)
    for (const turn of turns) thread.append(turn.cloneNode(true));
  return document.querySelectorAll(`${hand.assistantMessage}, ${hand.userMessage!}`).length;
}

Object.assign(window, { __benchTeach: derive, __benchTeachGrow: grow });
