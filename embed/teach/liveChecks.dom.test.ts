import { describe, expect, it } from 'vitest';
import { checkSelectors } from './liveChecks';

function page(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');
}

const CHAT = page(`
  <div class="msg user"><p>hi</p></div><div class="msg bot"><p>hello</p><div class="msg bot">nested</div></div>
  <div class="msg bot"><p>more</p></div>
  <textarea id="in"></textarea><div id="label">Ask</div>
  <button id="send"><svg></svg></button><span id="plain">x</span>
  <input type="file" id="files">`);

describe('checkSelectors', () => {
  it('passes parts that find what they must', () => {
    const checks = checkSelectors(
      {
        input: '#in',
        sendButton: '#send',
        assistantMessage: 'body > .bot',
        userMessage: '.user',
        fileInput: '#files',
      },
      CHAT,
    );
    expect(checks).toEqual([
      { part: 'input', ok: true, matched: 1 },
      { part: 'sendButton', ok: true, matched: 1 },
      { part: 'assistantMessage', ok: true, matched: 2 },
      { part: 'userMessage', ok: true, matched: 1 },
      { part: 'fileInput', ok: true, matched: 1 },
    ]);
  });

  it('says in words why a part fails', () => {
    const checks = checkSelectors(
      {
        input: '#label',
        sendButton: 'button, #plain',
        assistantMessage: '.bot',
        userMessage: '.msg',
        fileInput: '#in',
      },
      CHAT,
    );
    expect(checks.map((check) => [check.part, check.ok, check.matched, check.problem])).toEqual([
      ['input', false, 1, 'Not a text field.'],
      ['sendButton', false, 2, 'It must match exactly one.'],
      ['assistantMessage', false, 3, 'Matches nest; pick the whole message.'],
      ['userMessage', false, 4, 'Matches nest; pick the whole message.'],
      ['fileInput', false, 1, 'No file input matches.'],
    ]);
  });

  it('fails answers that are also the user’s own messages, and a selector that does not parse', () => {
    const checks = checkSelectors({ assistantMessage: '.user p', userMessage: '.user', input: 'div[' }, CHAT);
    expect(checks).toEqual([
      { part: 'assistantMessage', ok: false, matched: 1, problem: 'It also matches your messages.' },
      { part: 'userMessage', ok: false, matched: 1, problem: 'It also matches answers.' },
      { part: 'input', ok: false, matched: 0, problem: 'Not a valid selector.' },
    ]);
  });

  it('fails messages that are not on the page, and lets a streaming signal be absent', () => {
    const checks = checkSelectors({ assistantMessage: '.none', streaming: '.stop' }, CHAT);
    expect(checks).toEqual([
      {
        part: 'assistantMessage',
        ok: false,
        matched: 0,
        problem: 'No message shown now matches.',
      },
      { part: 'streaming', ok: true, matched: 0 },
    ]);
  });
});
