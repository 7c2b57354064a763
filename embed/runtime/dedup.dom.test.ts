import { beforeEach, describe, expect, it } from 'vitest';
import { SeenCalls, callKey } from './dedup';

beforeEach(() => sessionStorage.clear());

describe('callKey', () => {
  it('separates conversations, call ids and contents', () => {
    const base = callKey('/c/1', '1', 'read_file', { path: 'a' });
    expect(callKey('/c/1', '1', 'read_file', { path: 'a' })).toBe(base);
    expect(callKey('/c/2', '1', 'read_file', { path: 'a' })).not.toBe(base);
    expect(callKey('/c/1', '2', 'read_file', { path: 'a' })).not.toBe(base);
    expect(callKey('/c/1', '1', 'read_file', { path: 'b' })).not.toBe(base);
    expect(callKey('/c/1', '1', 'write_file', { path: 'a' })).not.toBe(base);
  });
});

describe('SeenCalls', () => {
  it('adds a key once', () => {
    const seen = new SeenCalls(sessionStorage);
    expect(seen.add('k')).toBe(true);
    expect(seen.add('k')).toBe(false);
    expect(seen.has('k')).toBe(true);
  });

  it('survives a reload through sessionStorage', () => {
    new SeenCalls(sessionStorage).add('before-reload');
    const afterReload = new SeenCalls(sessionStorage);
    expect(afterReload.has('before-reload')).toBe(true);
    expect(afterReload.add('before-reload')).toBe(false);
  });

  it('stays bounded, dropping the oldest keys, also in storage', () => {
    const seen = new SeenCalls(sessionStorage, 3);
    ['a', 'b', 'c', 'd'].forEach((key) => seen.add(key));
    expect(seen.has('a')).toBe(false);
    expect(['b', 'c', 'd'].every((key) => seen.has(key))).toBe(true);
    const reloaded = new SeenCalls(sessionStorage, 3);
    expect(reloaded.has('a')).toBe(false);
    expect(reloaded.has('d')).toBe(true);
  });

  it('works in memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    } as unknown as Storage;
    const seen = new SeenCalls(broken);
    expect(seen.add('x')).toBe(true);
    expect(seen.add('x')).toBe(false);
  });

  it('ignores corrupt stored data', () => {
    sessionStorage.setItem('mcp-multi-bridge:seen-calls', '{not json');
    expect(new SeenCalls(sessionStorage).add('fresh')).toBe(true);
  });
});
