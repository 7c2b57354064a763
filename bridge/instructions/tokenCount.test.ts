import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOKENIZER, loadTokenCounter } from './tokenCount';

afterEach(() => {
  vi.doUnmock('js-tiktoken/ranks/o200k_base');
  vi.resetModules();
});

describe('loadTokenCounter', () => {
  it('counts in o200k_base, not in the older cl100k_base', async () => {
    const count = await loadTokenCounter();
    expect(TOKENIZER).toBe('o200k_base');
    expect(count('hello world')).toBe(2);
    // cl100k_base needs 12 tokens for this; o200k_base's larger vocabulary covers more languages.
    expect(count('Привет, мир! Как дела?')).toBe(8);
  });

  it('counts a special token inside a tool description as the plain text it is', async () => {
    const count = await loadTokenCounter();
    expect(count('Stops at <|endoftext|>.')).toBe(9);
  });

  it('loads again after a failed load instead of keeping the failure', async () => {
    vi.resetModules();
    vi.doMock('js-tiktoken/ranks/o200k_base', () => {
      throw new Error('offline');
    });
    const { loadTokenCounter: load } = await import('./tokenCount');
    await expect(load()).rejects.toThrow();
    vi.doUnmock('js-tiktoken/ranks/o200k_base');
    const count = await load();
    expect(count('hello world')).toBe(2);
  });
});
