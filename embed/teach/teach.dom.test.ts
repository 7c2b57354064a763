// The "Teach this site" picker on a tiny chat page, with small stand-ins for the selector derivation (another
// module's job): steps, swallowed clicks, the proposed send button, the review's checks, and no trace after.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AdapterSelectors, TeachCheck, TeachParams, TeachResult } from '../../bridge/protocol/adapters';
import { runTeach } from './teach';
import type { TeachDeps } from './teach';

const PAGE = `
  <form id="composer"><textarea id="prompt"></textarea>
    <button id="attach" type="button" aria-label="Attach">+</button>
    <button id="primary" aria-label="Send message"><span id="arrow">↑</span></button></form>
  <div class="msg user"><p id="mine">hello</p></div>
  <div class="msg ai"><p id="first">answer one</p></div>
  <div class="msg ai"><p>answer two</p></div>`;
const REQUIRED: TeachParams = { parts: ['input', 'sendButton', 'assistantMessage'] };
const WITH_OPTIONAL: TeachParams = { ...REQUIRED, optional: ['userMessage', 'streaming'] };

const realAttachShadow = HTMLElement.prototype.attachShadow;
let root: ShadowRoot | undefined;
let failing: Set<string>;
let excludes: (readonly Element[] | undefined)[];

const deps: TeachDeps = {
  inputRoot: (el) => el.closest('textarea') ?? el,
  controlRoot: (el) => el.closest('button') ?? el,
  messageRoot: (el) => el.closest('.msg') ?? el,
  deriveSelector: (el) => (el.id ? `#${el.id}` : undefined),
  deriveMessageSelector: (el, exclude) => {
    excludes.push(exclude);
    return el.classList.contains('ai') ? '.msg.ai' : '.msg.user';
  },
  checkSelectors: (selectors: Partial<AdapterSelectors>, doc = document): TeachCheck[] =>
    Object.entries(selectors).map(([part, sel]) => {
      const matched = doc.querySelectorAll(sel).length;
      const ok = matched > 0 && !failing.has(part);
      return {
        part: part as keyof AdapterSelectors,
        ok,
        matched,
        ...(!ok && { problem: `${part} check failed.` }),
      };
    }),
  editorFamily: () => 'textarea',
};

const realHtml = ['innerHTML', 'outerHTML', 'insertAdjacentHTML'].map(
  (name) => [name, Object.getOwnPropertyDescriptor(Element.prototype, name)!] as const,
);
beforeAll(() => {
  // Trusted Types pages throw on HTML strings: so does this page, for the whole file.
  for (const name of ['innerHTML', 'outerHTML'] as const)
    Object.defineProperty(Element.prototype, name, {
      set: () => {
        throw new TypeError(`This document requires 'TrustedHTML' assignment (${name}).`);
      },
      configurable: true,
    });
  Element.prototype.insertAdjacentHTML = () => {
    throw new TypeError('insertAdjacentHTML is blocked');
  };
});

afterAll(() => {
  for (const [name, descriptor] of realHtml) Object.defineProperty(Element.prototype, name, descriptor);
});

beforeEach(() => {
  // The fixture is parsed without innerHTML (blocked above).
  const parsed = new DOMParser().parseFromString(PAGE, 'text/html');
  document.body.replaceChildren(...document.adoptNode(parsed.body).childNodes);
  failing = new Set();
  excludes = [];
  root = undefined;
  // The picker's root is closed to the page; an open one lets the test read the panel and press its buttons.
  HTMLElement.prototype.attachShadow = function (init) {
    root = realAttachShadow.call(this, { ...init, mode: 'open' });
    return root;
  };
});
afterEach(() => {
  HTMLElement.prototype.attachShadow = realAttachShadow;
  vi.restoreAllMocks();
});

const $ = (sel: string) => document.querySelector(sel)!;
const panel = () => root!.querySelector('dialog')!;
const title = () => panel().querySelector('b')!.textContent;
const text = () => panel().textContent;
const button = (label: string) =>
  [...root!.querySelectorAll('button')].find((b) => b.textContent === label) ??
  expect.fail(`no ${label} button`);

/** Listeners added and removed on the page's document and window (jsdom adds its own on other targets, and its
 * window has its own addEventListener, not EventTarget.prototype's). */
function spyListeners() {
  const on = (method: 'addEventListener' | 'removeEventListener') => {
    const spies = [vi.spyOn(EventTarget.prototype, method), vi.spyOn(window, method)];
    return () =>
      spies.flatMap((spy) =>
        spy.mock.calls.filter((_, i) => [document, window].includes(spy.mock.contexts[i] as never)),
      );
  };
  return { add: on('addEventListener'), remove: on('removeEventListener') };
}

/** A user's click on the page, as the browser fires it. */
function click(target: Element) {
  for (const type of ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'])
    // A pointer's click counts one press (detail 1); a click from the keyboard or a script has detail 0.
    target.dispatchEvent(
      new MouseEvent(type, {
        bubbles: true,
        cancelable: true,
        composed: true,
        detail: type === 'click' ? 1 : 0,
      }),
    );
}

function start(params: TeachParams = REQUIRED) {
  let result: TeachResult | undefined;
  const done = runTeach(params, deps).then((r) => (result = r));
  return { done, result: () => result };
}

describe('runTeach', () => {
  it('adds nothing to the page before it starts; Esc leaves no trace and is no error', async () => {
    const { add, remove } = spyListeners();
    const before = document.documentElement.outerHTML;
    expect(document.querySelector('mcp-bridge-picker')).toBeNull();
    expect(add()).toEqual([]);

    const { done } = start();
    expect(document.querySelector('mcp-bridge-picker')).not.toBeNull();
    expect(add().length).toBeGreaterThan(5);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));

    expect(await done).toEqual({ ok: false });
    expect(document.documentElement.outerHTML).toBe(before);
    expect(remove()).toEqual(add());
  });

  it('swallows clicks on the page while picking: the send button does not send', async () => {
    const pageClick = vi.fn();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    $('#primary').addEventListener('click', pageClick);
    $('#primary').addEventListener('mousedown', pageClick);
    document.addEventListener('click', pageClick);
    $('#composer').addEventListener('submit', submitted);
    failing.add('sendButton'); // no proposal: the send step stays for the user's click
    const { done } = start();
    click($('#prompt'));
    expect(title()).toBe('Click the send button');
    failing.delete('sendButton');

    click($('#arrow'));
    expect(pageClick).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();
    expect(title()).toBe('Click the AI answer');
    button('Cancel').click();
    expect(await done).toEqual({ ok: false });

    click($('#primary')); // picker gone: the page's own handlers run again
    expect(pageClick).toHaveBeenCalled();
  });

  it('goes through the parts in order, says the step, and clicks on its own panel are not picks', async () => {
    $('#primary').removeAttribute('aria-label'); // no obvious send button: the user picks it
    const { done } = start(REQUIRED);
    expect(text()).toContain('Step 1 of 3');
    expect(title()).toBe('Click the chat input');
    expect(button('Back').disabled).toBe(true);
    expect(panel().querySelector('[aria-live]')?.textContent).toContain('Click the chat input');

    click($('#prompt'));
    expect(text()).toContain('Step 2 of 3');
    expect(title()).toBe('Click the send button');
    button('Back').click();
    expect(title()).toBe('Click the chat input');
    button('Next').click();
    click($('#arrow'));
    expect(text()).toContain('Step 3 of 3');
    click($('#first'));
    expect(title()).toBe('Check, then Save');
    expect([...panel().querySelectorAll('[aria-live] div')].map((row) => row.textContent)).toEqual([
      '✓ chat input: 1 found',
      '✓ send button: 1 found',
      '✓ AI answer: 2 found',
    ]);
    button('Cancel').click();
    await done;
  });

  it('proposes the send button next to the input: input, answer, Save', async () => {
    const { add, remove } = spyListeners();
    const { done, result } = start(WITH_OPTIONAL);
    click($('#prompt'));
    expect(title()).toBe('Click the AI answer');
    expect(text()).toContain('Send button found');
    // Everything picked so far is outlined: the input and the proposed send button.
    expect(root!.querySelectorAll('i')).toHaveLength(2);

    click($('#first'));
    expect(text()).toContain('2 found');
    expect(root!.querySelectorAll('i')).toHaveLength(4);
    expect(excludes).toEqual([undefined]);
    button('Save').click();
    await done;
    expect(result()).toEqual({
      ok: true,
      selectors: { input: '#prompt', sendButton: '#primary', assistantMessage: '.msg.ai' },
      editor: 'textarea',
      checks: [
        { part: 'input', ok: true, matched: 1 },
        { part: 'sendButton', ok: true, matched: 1 },
        { part: 'assistantMessage', ok: true, matched: 2 },
      ],
    });
    expect(document.querySelector('mcp-bridge-picker')).toBeNull();
    expect(add().length).toBeGreaterThan(5);
    expect(remove()).toEqual(add());
  });

  it('proposes nothing when two buttons could be the send button', async () => {
    $('#primary').setAttribute('aria-label', 'Go');
    $('#primary').setAttribute('data-testid', 'send-button'); // named by its test id, as some sites do
    $('#attach').setAttribute('aria-label', 'Submit file');
    const { done } = start();
    click($('#prompt'));
    expect(title()).toBe('Click the send button');
    button('Cancel').click();
    await done;
  });

  it('says why a pick failed and lets the user pick again', async () => {
    failing.add('input');
    const { done } = start();
    click($('#prompt'));
    expect(title()).toBe('Click the chat input');
    expect(text()).toContain('input check failed. Pick again.');
    click($('.msg.user')); // no id: nothing to derive
    expect(text()).toContain('No stable selector');
    failing.delete('input');
    click($('#prompt'));
    expect(title()).toBe('Click the AI answer');
    button('Cancel').click();
    await done;
  });

  it('blocks Save while a required part fails its live check', async () => {
    const { done, result } = start();
    click($('#prompt'));
    click($('#first'));
    expect(button('Save').disabled).toBe(false);
    for (const answer of document.querySelectorAll('.msg.ai')) answer.remove(); // the page changed meanwhile
    button('Back').click();
    button('Next').click();
    expect(title()).toBe('Go Back to fix ✗');
    expect(text()).toContain('✗ AI answer: 0 found. assistantMessage check failed.');
    expect(button('Save').disabled).toBe(true);
    button('Save').click();
    expect(result()).toBeUndefined();
    button('Cancel').click();
    await done;
  });

  it('offers optional parts from the review, with Skip, and keeps answers and own messages apart', async () => {
    const { done, result } = start(WITH_OPTIONAL);
    click($('#prompt'));
    click($('#first'));
    button('More parts').click();
    expect(text()).toContain('Step 4 of 5');
    expect(title()).toBe('Click the message you sent');
    click($('#mine'));
    // Own messages derived with the answers excluded, then the answers again with own messages excluded.
    expect(excludes.slice(1)).toEqual([[...document.querySelectorAll('.msg.ai')], [$('.msg.user')]]);
    expect(title()).toBe('Click the stop button');
    button('Skip').click();
    expect(title()).toBe('Check, then Save');
    button('Save').click();
    await done;
    expect(result()?.selectors).toEqual({
      input: '#prompt',
      sendButton: '#primary',
      assistantMessage: '.msg.ai',
      userMessage: '.msg.user',
    });
  });

  it('outlines what a click would pick while hovering', async () => {
    const { done } = start();
    click($('#prompt'));
    $('#first').dispatchEvent(new MouseEvent('pointermove', { bubbles: true, composed: true, clientY: 300 }));
    expect(root!.querySelectorAll('i.h')).toHaveLength(1);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    await done;
  });

  it('a second request replaces an open picker', async () => {
    const first = start();
    const second = start();
    expect(await first.done).toEqual({ ok: false });
    expect(document.querySelectorAll('mcp-bridge-picker')).toHaveLength(1);
    button('Cancel').click();
    await second.done;
  });
});
