import { describe, expect, it } from 'vitest';
import { filterEntries, NO_FILTER } from './filterEntries';
import type { ProtocolLogEntry } from './types';

const base = { time: 0, size: 1, trimmed: false } as const;
const entries: ProtocolLogEntry[] = [
  {
    ...base,
    seq: 1,
    kind: 'traffic',
    direction: 'sent',
    type: 'request',
    method: 'tools/list',
    id: 1,
    text: '{}',
  },
  {
    ...base,
    seq: 2,
    kind: 'traffic',
    direction: 'received',
    type: 'response',
    method: 'tools/list',
    id: 1,
    text: '{"tools":[{"name":"echo"}]}',
  },
  {
    ...base,
    seq: 3,
    kind: 'server-log',
    direction: 'received',
    type: 'notification',
    method: 'notifications/message',
    level: 'info',
    logger: 'Database',
    text: 'connected',
  },
];

const seqs = (list: ProtocolLogEntry[]) => list.map((e) => e.seq);

describe('filterEntries', () => {
  it('keeps everything without a filter', () => {
    expect(seqs(filterEntries(entries, NO_FILTER))).toEqual([1, 2, 3]);
  });
  it('filters by kind and by direction', () => {
    expect(seqs(filterEntries(entries, { ...NO_FILTER, kind: 'server-log' }))).toEqual([3]);
    expect(seqs(filterEntries(entries, { ...NO_FILTER, kind: 'traffic', direction: 'received' }))).toEqual([
      2,
    ]);
    expect(seqs(filterEntries(entries, { ...NO_FILTER, direction: 'sent' }))).toEqual([1]);
  });
  it('searches method, logger and text, ignoring case', () => {
    expect(seqs(filterEntries(entries, { ...NO_FILTER, query: 'TOOLS/LIST' }))).toEqual([1, 2]);
    expect(seqs(filterEntries(entries, { ...NO_FILTER, query: 'echo' }))).toEqual([2]);
    expect(seqs(filterEntries(entries, { ...NO_FILTER, query: 'database' }))).toEqual([3]);
    expect(seqs(filterEntries(entries, { ...NO_FILTER, query: 'nothing like it' }))).toEqual([]);
  });
});
