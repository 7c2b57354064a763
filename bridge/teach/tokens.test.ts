// The tokens a selector is built from, read from the picker's summary of an element: no page needed.
import { describe, expect, it } from 'vitest';
import type { ElementSummary } from '../protocol/adapters';
import { isHashedClass, tokens } from './tokens';

describe('isHashedClass', () => {
  it.each([
    '_send_1x2y3',
    'css-1abc2de',
    'sc-aXZVg',
    'jsx-123',
    'max-w-[80%]',
    'leading-[1.65rem]',
    'answerItem--U4_Uv3iw',
    'ChatMessage-module__ai--l6YpD',
    'ChatInput-module__input--iApWs',
    'style__send-btn___ZsLmU',
    'prc-Button-ButtonBase-c50BI',
    'fbb737a4',
    'c3ecdb44',
    '_7436101',
    'bg-bg-000',
    'hover:bg-gray-900',
  ])('calls %s generated', (name) => expect(isHashedClass(name)).toBe(true));

  it.each([
    'ProseMirror',
    'ql-editor',
    'send-button',
    'ds-button--primary',
    'agent-chat__list__item--human',
    'chat-assistant',
    'message-bubble',
    'font-claude-response',
    'group/query',
    'pb-2',
    'max-w-threadContentWidth',
    'items-start',
  ])('keeps %s', (name) => expect(isHashedClass(name)).toBe(false));
});

const el = (tag: string, rest: Partial<ElementSummary> = {}): ElementSummary => ({
  tag,
  id: null,
  classes: [],
  attributes: [],
  ...rest,
});

describe('tokens', () => {
  it.each([
    [
      'a test id before a label, and no state',
      el('button', {
        attributes: [
          ['data-testid', 'send'],
          ['aria-label', 'Send'],
          ['data-state', 'open'],
        ],
      }),
      ['[data-testid="send"]', '[aria-label="Send"]'],
    ],
    [
      'an id, or only its prefix when it has digits',
      el('div', { id: 'markdown-content-12' }),
      ['[id^="markdown-content-"]'],
    ],
    ['a stable id', el('textarea', { id: 'prompt' }), ['#prompt']],
    [
      'meaningful classes before layout utilities, and no hashed one',
      el('div', { classes: ['flex', 'message-bubble', 'css-1abc2de'] }),
      ['.message-bubble', '.flex'],
    ],
    [
      'the readable prefix of a CSS-module class',
      el('div', { classes: ['answerItem--U4_Uv3iw'] }),
      ['[class*="answerItem--"]'],
    ],
    ['a custom element by its tag', el('user-query'), ['user-query']],
    [
      'values with digits, or too long to name a part, never',
      el('div', {
        attributes: [
          ['data-row', '12'],
          ['title', 'x'.repeat(61)],
        ],
      }),
      [],
    ],
  ])('%s', (_label, summary, selectors) => {
    expect(tokens(summary).map((t) => t.sel)).toEqual(selectors);
  });
});
