import { afterEach, describe, expect, it } from 'vitest';
import { isStreaming } from './streaming';

function page(html: string): Element[] {
  // Test fixture only: the runtime itself never parses HTML strings.
  document.body.innerHTML = html;
  return Array.from(document.querySelectorAll('.answer'));
}

afterEach(() => document.body.replaceChildren());

describe('isStreaming', () => {
  it('reads a signal on, inside or around the message for that message only', () => {
    const selectors = { assistantMessage: '.answer', streaming: '[data-live=true]' };
    const [on, inside, around, done] = page(`
      <div class="answer" data-live="true"></div>
      <div class="answer"><span data-live="true"></span></div>
      <div data-live="true"><div class="answer"></div></div>
      <div class="answer"></div>`);
    expect([on, inside, around, done].map((m) => isStreaming(selectors, m!))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('takes a signal elsewhere on the page (a stop button) as the newest message streaming', () => {
    const selectors = { assistantMessage: '.answer', streaming: 'button.stop' };
    const [older, newest] = page('<div class="answer"></div><div class="answer"></div><button class="stop">');
    expect(isStreaming(selectors, older!)).toBe(false);
    expect(isStreaming(selectors, newest!)).toBe(true);
    document.querySelector('button.stop')!.remove();
    expect(isStreaming(selectors, newest!)).toBe(false);
  });

  it('is never streaming without a signal', () => {
    const [message] = page('<div class="answer"></div>');
    expect(isStreaming({ assistantMessage: '.answer' }, message!)).toBe(false);
  });
});
