import { afterEach, describe, expect, it, vi } from 'vitest';
import { genericAdapter } from './generic';
import { adapterHealth } from './health';
import { pickAdapter } from './registry';

const DEMO_PAGE = `
  <main>
    <div class="message user">hi</div>
    <div class="message assistant"><pre><code>x</code></pre></div>
  </main>
  <input id="file-input" type="file">
  <textarea id="chat-input"></textarea>
  <button id="send-button" disabled>Send</button>`;

function load(html: string): void {
  // Test fixture only: the runtime itself never parses HTML strings.
  document.body.innerHTML = html;
}

afterEach(() => document.body.replaceChildren());

describe('pickAdapter', () => {
  it('recognises the demo chat page by its DOM', () => {
    load(DEMO_PAGE);
    expect(pickAdapter({ adapter: 'auto' }).adapter.id).toBe('demo');
  });

  it('falls back to the generic adapter on an unknown page', () => {
    load('<textarea></textarea>');
    expect(pickAdapter({ adapter: 'auto' }).adapter.id).toBe('generic');
  });

  it('honours a named adapter and warns about an unknown name once the served table did not bring it', () => {
    load('<textarea></textarea>');
    expect(pickAdapter({ adapter: 'demo' }).adapter.id).toBe('demo');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickAdapter({ adapter: 'nope' }).adapter.id).toBe('generic');
    expect(warn).not.toHaveBeenCalled(); // it may still come with the table
    const table = { format: 1, version: 'v', sites: [] };
    expect(pickAdapter({ adapter: 'nope' }, { table }).adapter.id).toBe('generic');
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});

describe('genericAdapter', () => {
  it('takes configured selectors over the defaults, skipping empty ones', () => {
    const adapter = genericAdapter({ input: '#prompt', sendButton: '  ' });
    expect(adapter.selectors.input).toBe('#prompt');
    expect(adapter.selectors.sendButton).toContain('button');
  });
});

describe('adapterHealth', () => {
  it('lists which selectors match the page now', () => {
    load(DEMO_PAGE);
    const health = adapterHealth(pickAdapter({ adapter: 'demo' }).adapter);
    expect(health.adapter).toBe('demo');
    expect(health.found).toEqual(
      expect.arrayContaining([
        'input',
        'sendButton',
        'assistantMessage',
        'codeBlock',
        'userMessage',
        'fileInput',
      ]),
    );
    expect(health.missing).toEqual(['streaming']);
  });

  it('counts an invalid selector as missing', () => {
    load(DEMO_PAGE);
    expect(adapterHealth(genericAdapter({ input: '((' })).missing).toContain('input');
  });
});
