// The derivation on small pages, as the picker runs it: the page's summaries, these candidates, the page's checks
// (embed/teach/test/derivation.ts). The sites' saved pages: embed/teach/teachSites.test.ts.
import { describe, expect, it } from 'vitest';
import { deriveMessageSelector, deriveSelector, messageRoot } from '../../embed/teach/test/derivation';
import type { ElementSummary } from '../protocol/adapters';
import { messageRoot as rootIndex } from './derive';

/** A page of its own for each case (test markup only, parsed apart from the test's document). */
function page(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');
}
const one = (doc: Document, selector: string) => doc.querySelector(selector)!;
const matched = (doc: Document, selector: string | undefined) =>
  selector ? Array.from(doc.querySelectorAll(selector)) : [];

describe('deriveSelector', () => {
  it('prefers a test id to a label, an id or a class, and never names a hashed class', () => {
    const doc = page(
      '<button class="_send_1x2y3 send" data-testid="send" aria-label="Send"></button><button class="send"></button>',
    );
    expect(deriveSelector(one(doc, 'button'))).toBe('[data-testid="send"]');
  });

  it('skips generated ids and attribute values with numbers, and uses a stable one', () => {
    const doc = page(
      '<textarea id=":r1:" data-row="12" placeholder="Ask anything"></textarea><textarea></textarea>',
    );
    expect(deriveSelector(one(doc, 'textarea'))).toBe('[placeholder="Ask anything"]');
  });

  it('keeps the readable prefix of a CSS-module class', () => {
    const doc = page('<div class="operateBtn--qMhYIdIu"></div><div class="other--aB3dE"></div>');
    expect(deriveSelector(one(doc, 'div'))).toBe('[class*="operateBtn--"]');
  });

  it('scopes under a stable ancestor when the element alone is not unique', () => {
    const doc = page(
      '<form id="composer"><button type="submit">Go</button></form><form><button type="submit"></button></form>',
    );
    const selector = deriveSelector(one(doc, '#composer button'));
    expect(selector).toBe('#composer [type="submit"]');
    expect(matched(doc, selector)).toEqual([one(doc, '#composer button')]);
  });

  it('names a lone element by its tag, gives up rather than name a position, and quotes awkward values', () => {
    const lone = page('<div class="css-1abc2de"><textarea></textarea></div>');
    expect(deriveSelector(one(lone, 'textarea'))).toBe('textarea');
    const doc = page('<div><span class="css-1abc2de"></span><span class="css-9xyz8de"></span></div>');
    expect(deriveSelector(doc.querySelectorAll('span')[1]!)).toBeUndefined();
    const quoted = page('<button aria-label=\'Say "hi"\'></button><button></button>');
    expect(matched(quoted, deriveSelector(one(quoted, 'button')))).toEqual([one(quoted, 'button')]);
  });
});

const THREAD = `<main>
  <article data-turn="user"><div data-message-author-role="user" data-message-id="u1"><p>Hi</p></div></article>
  <article data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a1">
    <div class="markdown prose"><p><strong>Hello</strong> there</p></div></div></article>
  <article data-turn="user"><div data-message-author-role="user" data-message-id="u2"><p>More</p></div></article>
  <article data-turn="assistant"><div data-message-author-role="assistant" data-message-id="a2">
    <div class="markdown prose"><p>Sure</p></div></div></article>
</main>`;

describe('messageRoot and deriveMessageSelector', () => {
  it('climbs from a word in the answer to the element that names its author', () => {
    const doc = page(THREAD);
    expect(messageRoot(one(doc, 'strong'))).toBe(one(doc, '[data-message-id=a1]'));
  });

  it('matches every answer and no user message, and the other way round', () => {
    const doc = page(THREAD);
    const answer = messageRoot(one(doc, 'strong'));
    const user = messageRoot(one(doc, '[data-message-id=u1] p'));
    const answers = deriveMessageSelector(answer, [user]);
    expect(answers).toBe('[data-message-author-role="assistant"]');
    expect(matched(doc, answers).map((el) => el.getAttribute('data-message-id'))).toEqual(['a1', 'a2']);
    const users = deriveMessageSelector(user, [answer]);
    expect(matched(doc, users).map((el) => el.getAttribute('data-message-id'))).toEqual(['u1', 'u2']);
  });

  it('leaves out the reasoning the model shows beside its answer', () => {
    const doc = page(`<div class="msg-list">
      <div class="ds-message"><div class="ds-think-content"><div class="ds-markdown"><p>draft</p></div></div>
        <div class="ds-markdown"><p>answer</p></div></div>
      <div class="ds-message"><div class="fbb737a4">question</div></div></div>`);
    const answer = messageRoot(doc.querySelectorAll('p')[1]!);
    expect(answer).toBe(doc.querySelectorAll('.ds-markdown')[1]);
    const selector = deriveMessageSelector(answer, [one(doc, '.fbb737a4')]);
    expect(matched(doc, selector)).toEqual([answer]);
  });

  it('tells answers from questions by an ancestor when both look alike', () => {
    const doc = page(`<div class="items-end"><div class="message-bubble"><p>q</p></div></div>
      <div class="items-start"><div class="message-bubble"><p>a</p></div></div>`);
    const [question, answer] = Array.from(doc.querySelectorAll('.message-bubble'));
    const selector = deriveMessageSelector(answer!, [question!]);
    expect(matched(doc, selector)).toEqual([answer]);
  });

  it('gives up rather than match the user messages too', () => {
    const doc = page('<div><p>a</p></div><div><p>b</p></div>');
    const [first, second] = Array.from(doc.querySelectorAll('p'));
    expect(deriveMessageSelector(first!, [second!])).toBeUndefined();
  });
});

describe('messageRoot from summaries', () => {
  const el = (tag: string, classes: string[] = [], id: string | null = null): ElementSummary => ({
    tag,
    id,
    classes,
    attributes: [],
  });
  // <html><body><main class="list"><div class="answer-message"><div class="markdown"><p>
  const chain = [
    el('p'),
    el('div', ['markdown']),
    el('div', ['answer-message']),
    el('main', ['list']),
    el('body'),
    el('html'),
  ];
  it.each([
    ['the ancestor that names a message', chain, [-1, -1, -1, -1, -1, -1], 2],
    ['the part beside the reasoning (it meets the chain at the message)', chain, [-1, -1, 2, 2, 2, 2], 1],
    [
      'the nearest element with an id when nothing names one',
      [el('span'), el('div', [], 'markdown-content-1'), el('body'), el('html')],
      [-1, -1, -1, -1],
      1,
    ],
    ['the click itself, with neither', [el('span'), el('div'), el('body'), el('html')], [-1, -1, -1, -1], 0],
  ])('%s', (_label, summaries, reasoning, index) => {
    expect(rootIndex(summaries, reasoning)).toBe(index);
  });
});
