// The log view's search and filters, as one pure function: kind, direction, then text in the method,
// the logger or the message itself.
import type { LogDirection, LogKind, ProtocolLogEntry } from './types';

export interface LogFilter {
  kind: LogKind | 'all';
  direction: LogDirection | 'all';
  query: string;
}

export const NO_FILTER: LogFilter = { kind: 'all', direction: 'all', query: '' };

export function filterEntries(entries: readonly ProtocolLogEntry[], filter: LogFilter): ProtocolLogEntry[] {
  const query = filter.query.trim().toLowerCase();
  return entries.filter(
    (entry) =>
      (filter.kind === 'all' || entry.kind === filter.kind) &&
      (filter.direction === 'all' || entry.direction === filter.direction) &&
      (query === '' ||
        (entry.method?.toLowerCase().includes(query) ?? false) ||
        (entry.logger?.toLowerCase().includes(query) ?? false) ||
        entry.text.toLowerCase().includes(query)),
  );
}
