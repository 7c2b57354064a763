import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProtocolLog } from './protocolLog';
import type { NewLogEntry } from './types';

const entry = (text: string): NewLogEntry => ({
  time: 0,
  kind: 'traffic',
  direction: 'sent',
  type: 'notification',
  method: 'notifications/test',
  size: text.length,
  text,
  trimmed: false,
});

afterEach(() => vi.useRealTimers());

describe('ProtocolLog', () => {
  it('keeps the newest entries per server, in order, and counts the ones it let go', () => {
    const log = new ProtocolLog({ maxEntries: 3, maxMessageChars: 100 });
    for (const text of ['a', 'b', 'c', 'd', 'e']) log.record('one', entry(text));
    log.record('two', entry('x'));
    expect(log.entries('one').map((e) => e.text)).toEqual(['c', 'd', 'e']);
    expect(log.dropped('one')).toBe(2);
    expect(log.entries('two').map((e) => e.text)).toEqual(['x']);
    expect(log.dropped('two')).toBe(0);
    const seqs = log.entries('one').map((e) => e.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
  });

  it('describes a later entry in a task of its own, in order, and every read sees it first', () => {
    vi.useFakeTimers();
    const log = new ProtocolLog();
    const described: string[] = [];
    const later = (text: string) => () => (described.push(text), entry(text));
    log.recordLater('one', later('a'));
    log.record('one', entry('b'));
    expect(described).toEqual([]); // not on the caller's path
    log.recordLater('one', later('c'));
    log.recordLater('two', () => {
      throw new TypeError('Converting circular structure to JSON');
    });
    expect(log.entries('one').map((e) => e.text)).toEqual(['b', 'a', 'c']);
    expect(log.entries('two')).toEqual([]); // one that can't be described is left out, the rest stay
    log.recordLater('one', later('d'));
    vi.runAllTimers();
    expect(described).toEqual(['a', 'c', 'd']);
    expect(log.entries('one').map((e) => e.text)).toEqual(['b', 'a', 'c', 'd']);
  });

  it('writes queued entries at once past 64, so a busy sidebar holds few messages waiting', () => {
    vi.useFakeTimers();
    const log = new ProtocolLog();
    let described = 0;
    for (let i = 0; i < 63; i++) log.recordLater('one', () => (described++, entry(String(i))));
    expect(described).toBe(0);
    log.recordLater('one', () => (described++, entry('63')));
    expect(described).toBe(64);
  });

  it('hands back the same snapshot until something changes, so a view compares by reference', () => {
    const log = new ProtocolLog();
    log.record('one', entry('a'));
    const first = log.entries('one');
    expect(log.entries('one')).toBe(first);
    log.record('one', entry('b'));
    expect(log.entries('one')).not.toBe(first);
    expect(log.entries('unknown')).toEqual([]);
  });

  it('clears one server and resets its count of dropped entries', () => {
    const log = new ProtocolLog({ maxEntries: 1, maxMessageChars: 100 });
    log.record('one', entry('a'));
    log.record('one', entry('b'));
    log.record('two', entry('c'));
    log.clear('one');
    expect(log.entries('one')).toEqual([]);
    expect(log.dropped('one')).toBe(0);
    expect(log.entries('two')).toHaveLength(1);
  });

  it('tells listeners at most once per 100 ms, and no one when no view listens', () => {
    vi.useFakeTimers();
    const log = new ProtocolLog();
    log.record('one', entry('unheard'));
    expect(vi.getTimerCount()).toBe(0);
    const listener = vi.fn();
    const stop = log.subscribe('one', listener);
    for (let i = 0; i < 50; i++) log.record('one', entry(String(i)));
    expect(listener).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(listener).toHaveBeenCalledTimes(1);
    log.clear('one');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    log.record('one', entry('after'));
    expect(vi.getTimerCount()).toBe(0);
  });

  it('forgets a removed server unless a view still shows it', () => {
    const log = new ProtocolLog();
    log.record('one', entry('a'));
    log.record('two', entry('b'));
    const stop = log.subscribe('two', () => undefined);
    log.forget('one');
    log.forget('two');
    expect(log.entries('one')).toEqual([]);
    expect(log.entries('two')).toHaveLength(1);
    stop();
    // Gone once its last view closes: the same empty answer as a server never seen.
    expect(log.entries('two')).toBe(log.entries('never-seen'));
  });

  it('keeps nothing for a view opened and closed on a server that has no log', () => {
    const log = new ProtocolLog();
    log.record('gone', entry('a'));
    log.forget('gone');
    const stop = log.subscribe('gone', () => undefined);
    stop();
    expect(log.entries('gone')).toBe(log.entries('never-seen'));
    // A log with entries stays when its view closes.
    log.record('live', entry('b'));
    log.subscribe('live', () => undefined)();
    expect(log.entries('live')).toHaveLength(1);
  });
});
