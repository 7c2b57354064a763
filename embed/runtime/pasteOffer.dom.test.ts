// Pasting a long tool result into the chat input offers to attach it as a .md file instead.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderResults } from '../../bridge/format';
import { parseResults } from '../../bridge/format/parseResults';
import type { PageActionResult } from '../../bridge/protocol/types';
import { offerPastedResultsAsFile } from './pasteOffer';

const LONG_RESULT = renderResults([
  { callId: '12', name: 'read_file', text: 'line\n'.repeat(100), isError: false },
]);
const realAttachShadow = HTMLElement.prototype.attachShadow;
let roots: ShadowRoot[];
let attached: File[];
let attachResult: PageActionResult;
let stop: () => void;

beforeEach(() => {
  // Fake timers: the offer reads the editor after a timeout and settles after attaching; the test runs
  // every pending timer and promise instead of sleeping, so a slow machine can't outrun it.
  vi.useFakeTimers();
  document.body.replaceChildren();
  roots = [];
  attached = [];
  attachResult = { ok: true };
  // The prompt's root is closed to the page; an open one lets the test press its buttons.
  HTMLElement.prototype.attachShadow = function (init) {
    const root = realAttachShadow.call(this, { ...init, mode: 'open' });
    roots.push(root);
    return root;
  };
});
afterEach(() => {
  stop();
  vi.useRealTimers();
  HTMLElement.prototype.attachShadow = realAttachShadow;
});

function watch(trusted = true) {
  ({ stop } = offerPastedResultsAsFile({
    inputSelector: '#input',
    surface: {
      attachFile: async (file) => {
        attached.push(file);
        return attachResult;
      },
    },
    threshold: () => 200,
    // The sidebar's reading of the results (the hub answers with parseResults), here without the channel.
    callIds: async (text) => parseResults(text).map((result) => result.callId),
    isUserEvent: () => trusted,
  }));
}

/** A paste as the browser delivers it: the event first, then the text lands in the editor. */
function paste(input: HTMLElement, text: string): void {
  const event = new Event('paste', { bubbles: true, cancelable: true });
  Object.defineProperty(event, 'clipboardData', { value: { getData: () => text } });
  input.dispatchEvent(event);
  if (input instanceof HTMLTextAreaElement) input.value += text;
  else input.append(text);
}

const textarea = (value = '') => {
  const input = document.body.appendChild(document.createElement('textarea'));
  input.id = 'input';
  input.value = value;
  return input;
};
const button = (name: string) =>
  Array.from(roots.at(-1)?.querySelectorAll('button') ?? []).find(
    (b) => b.textContent === name || b.getAttribute('aria-label') === name,
  );
const note = () => roots.at(-1)?.querySelector('span')?.textContent;
const tick = () => vi.runAllTimersAsync();

describe('offerPastedResultsAsFile', () => {
  it('attaches a long pasted result as a .md file and takes it out of the input', async () => {
    watch();
    const input = textarea('Here is what I got: ');
    paste(input, LONG_RESULT);
    await tick();
    expect(roots).toHaveLength(1);

    button('Attach as .md file')!.click();
    await tick();
    expect(attached.map((f) => [f.name, f.type])).toEqual([['mcp-results-12.md', 'text/markdown']]);
    expect(attached[0]!.size).toBe(LONG_RESULT.length);
    expect(input.value).toBe('Here is what I got: ');
    expect(roots[0]!.host.isConnected).toBe(false);
  });

  it('ignores short pastes, other text, synthetic pastes and pastes outside the input', async () => {
    watch();
    const input = textarea();
    paste(input, renderResults([{ callId: '1', name: 'a', text: 'short', isError: false }]));
    paste(input, 'plain prose '.repeat(50));
    paste(document.body, LONG_RESULT);
    stop();
    watch(false);
    paste(input, LONG_RESULT);
    await tick();
    expect(roots).toHaveLength(0);
  });

  it('keeps the pasted text when attaching fails, and can be dismissed', async () => {
    watch();
    const input = textarea();
    attachResult = { ok: false, error: 'No file input or drop zone found on this page.' };
    paste(input, LONG_RESULT);
    await tick();
    button('Attach as .md file')!.click();
    await tick();
    expect(input.value).toBe(LONG_RESULT);
    expect(note()).toBe('Could not attach: No file input or drop zone found on this page.');
    button('Dismiss')!.click();
    expect(roots[0]!.host.isConnected).toBe(false);
  });

  it('says so when the editor would not give the pasted text back', async () => {
    watch();
    const input = document.body.appendChild(document.createElement('div'));
    input.id = 'input';
    input.contentEditable = 'true';
    paste(input, LONG_RESULT);
    await tick();
    button('Attach as .md file')!.click();
    await tick();
    expect(attached).toHaveLength(1);
    expect(input.textContent).toBe(LONG_RESULT); // jsdom has no undo: nothing else was touched
    expect(note()).toBe('Attached. Please delete the pasted text from the input.');
  });
});
