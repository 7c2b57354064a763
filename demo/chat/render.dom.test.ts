import { describe, expect, it } from 'vitest';
import { parseBlocks, renderMarkdown } from './render';

const REPLY = 'Sure, `here` it is.\n\n```jsonl\n{"type": "function_call_start"}\n```\n\nDone.';

describe('parseBlocks', () => {
  it('finds paragraphs and fenced code', () => {
    expect(parseBlocks(REPLY)).toEqual([
      { kind: 'p', text: 'Sure, `here` it is.' },
      { kind: 'code', lang: 'jsonl', code: '{"type": "function_call_start"}' },
      { kind: 'p', text: 'Done.' },
    ]);
  });

  it('shows an unclosed fence as code so far', () => {
    expect(parseBlocks('Hi\n```jsonl\n{"a"')).toEqual([
      { kind: 'p', text: 'Hi' },
      { kind: 'code', lang: 'jsonl', code: '{"a"' },
    ]);
  });
});

describe('renderMarkdown', () => {
  it('renders code as pre > code.language-jsonl with a Copy code button above it', () => {
    const container = document.createElement('div');
    renderMarkdown(container, REPLY);
    const code = container.querySelector('pre > code.language-jsonl');
    expect(code?.textContent).toBe('{"type": "function_call_start"}');
    const block = code?.closest('.code-block');
    expect(block?.querySelector('.code-header button')?.textContent).toBe('Copy code');
    expect(container.querySelector('p code')?.textContent).toBe('here');
  });

  it('keeps the nodes while the text grows', () => {
    const container = document.createElement('div');
    renderMarkdown(container, 'Sure.\n\n```jsonl\n{"a"');
    const code = container.querySelector('code.language-jsonl');
    const paragraph = container.querySelector('p');
    renderMarkdown(container, 'Sure.\n\n```jsonl\n{"a": 1}\n```');
    expect(container.querySelector('code.language-jsonl')).toBe(code);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(code?.textContent).toBe('{"a": 1}');
  });

  it('shows markup as text, never as HTML', () => {
    const container = document.createElement('div');
    renderMarkdown(container, '<img src=x onerror="alert(1)"> hi');
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> hi');
  });
});
