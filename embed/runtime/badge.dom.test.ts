import { describe, expect, it } from 'vitest';
import { BADGE_ATTRIBUTE, attachBadge } from './badge';

describe('attachBadge', () => {
  it('puts badges after the block in call order, without touching the page text', () => {
    const message = document.createElement('div');
    const pre = document.createElement('pre');
    pre.textContent = 'call text';
    message.append(pre, document.createElement('p'));
    document.body.append(message);

    const first = attachBadge(pre, 'read_file #1');
    attachBadge(pre, 'list_directory #2');
    first.set('done');

    const badges = Array.from(message.querySelectorAll(`[${BADGE_ATTRIBUTE}]`));
    expect(badges.map((b) => b.getAttribute(BADGE_ATTRIBUTE))).toEqual(['read_file #1', 'list_directory #2']);
    expect(badges.map((b) => b.getAttribute('data-state'))).toEqual(['done', 'pending']);
    expect(pre.nextElementSibling).toBe(badges[0]);
    // The closed shadow root keeps the label out of the page's text (and out of the call scanner's view).
    expect(message.textContent).toBe('call text');
    expect(badges[0]!.shadowRoot).toBeNull();
    first.remove();
    expect(message.querySelectorAll(`[${BADGE_ATTRIBUTE}]`)).toHaveLength(1);
  });

  it('is a button whose click asks to focus the call in the sidebar', () => {
    const pre = document.body.appendChild(document.createElement('pre'));
    const clicks: string[] = [];
    // An open-root stand-in lets the test reach the button the closed root hides from the page.
    const attachShadow = HTMLElement.prototype.attachShadow;
    let root: ShadowRoot | undefined;
    HTMLElement.prototype.attachShadow = function (init) {
      root = attachShadow.call(this, { ...init, mode: 'open' });
      return root;
    };
    try {
      attachBadge(pre, 'read_file #1', () => clicks.push('read_file #1')).set('running');
    } finally {
      HTMLElement.prototype.attachShadow = attachShadow;
    }
    const button = root!.querySelector('button')!;
    expect(button.type).toBe('button');
    expect(button.textContent).toBe('MCP: running… · read_file #1');
    button.click();
    expect(clicks).toEqual(['read_file #1']);
  });
});
