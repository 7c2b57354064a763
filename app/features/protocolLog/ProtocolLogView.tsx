// A server's protocol log, as the MCP Inspector shows one: every JSON-RPC message both ways and the server's
// own log lines, newest first, searchable and filterable, with its bounds said once it had to trim.
import { SearchBox } from '../../ui/search/SearchBox';
import { useId, useState } from 'react';
import type { LoggingLevel } from '@modelcontextprotocol/client';
import {
  filterEntries,
  NO_FILTER,
  type LogFilter,
} from '../../../bridge/connections/protocolLog/filterEntries';
import {
  LOGGING_LEVELS,
  type ProtocolLogEntry,
  type ProtocolLogLimits,
} from '../../../bridge/connections/protocolLog/types';
import { ProtocolLogRow, formatSize } from './ProtocolLogRow';
import { button, inputBase, muted } from '../../ui/classNames';

export interface ProtocolLogViewProps {
  serverName: string;
  entries: readonly ProtocolLogEntry[];
  /** Older entries the log let go since it was last cleared. */
  dropped: number;
  limits: ProtocolLogLimits;
  /** Offered when the server declares `logging`: sends `logging/setLevel`. */
  onSetLevel?: (level: LoggingLevel) => Promise<void>;
  onClear(): void;
  onClose(): void;
}

const KINDS = { all: 'Everything', traffic: 'Traffic', 'server-log': 'Server log' } as const;
const DIRECTIONS = { all: 'Both ways', sent: 'Sent', received: 'Received' } as const;

export function ProtocolLogView(props: ProtocolLogViewProps) {
  const { serverName, entries, dropped, limits, onSetLevel, onClear, onClose } = props;
  const [filter, setFilter] = useState<LogFilter>(NO_FILTER);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const shown = filterEntries(entries, filter).reverse();
  const trimmedAny = dropped > 0 || entries.some((entry) => entry.trimmed);
  const toggle = (seq: number) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(seq)) next.add(seq);
      return next;
    });
  return (
    <section
      aria-label={`Protocol log of ${serverName}`}
      className="mt-2 flex flex-col gap-2 border-t border-slate-200 pt-2 dark:border-slate-700"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold">Protocol log</h2>
        <div className="flex gap-1">
          <button type="button" className={button} onClick={onClear} disabled={entries.length === 0}>
            Clear
          </button>
          <button type="button" className={button} onClick={onClose} aria-label="Close the protocol log">
            Close
          </button>
        </div>
      </div>
      <SearchBox
        label="Search the protocol log"
        placeholder="Search method or text"
        value={filter.query}
        onChange={(query) => setFilter({ ...filter, query })}
      />
      <div className="flex flex-wrap gap-2">
        <select
          className={inputBase}
          aria-label="Kind of entries"
          value={filter.kind}
          onChange={(e) => setFilter({ ...filter, kind: e.target.value as LogFilter['kind'] })}
        >
          {Object.entries(KINDS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <select
          className={inputBase}
          aria-label="Direction"
          value={filter.direction}
          onChange={(e) => setFilter({ ...filter, direction: e.target.value as LogFilter['direction'] })}
        >
          {Object.entries(DIRECTIONS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </div>
      {onSetLevel && <LevelControl onSetLevel={onSetLevel} />}
      <p className={muted} role="status">
        {shown.length === entries.length
          ? `${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}`
          : `${shown.length} of ${entries.length} entries`}
        , newest first. In memory only.
      </p>
      {trimmedAny && (
        <p className={muted}>
          Keeps the newest {limits.maxEntries} messages of this server, each up to{' '}
          {formatSize(limits.maxMessageChars)}
          {dropped > 0 ? `; ${dropped} older ${dropped === 1 ? 'one was' : 'ones were'} dropped` : ''}.
        </p>
      )}
      {shown.length > 0 ? (
        <ol aria-label="Log entries" className="max-h-96 overflow-auto">
          {shown.map((entry) => (
            <ProtocolLogRow
              key={entry.seq}
              entry={entry}
              open={open.has(entry.seq)}
              onToggle={() => toggle(entry.seq)}
            />
          ))}
        </ol>
      ) : (
        <p className={muted}>
          {entries.length === 0
            ? 'Nothing yet: messages show here as the sidebar talks to this server.'
            : 'No entry matches.'}
        </p>
      )}
    </section>
  );
}

/** The server's log level; the server decides which of its log lines it still sends. */
function LevelControl({ onSetLevel }: { onSetLevel(level: LoggingLevel): Promise<void> }) {
  const [level, setLevel] = useState<LoggingLevel | ''>('');
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label htmlFor={id}>Server log level</label>
      <select
        id={id}
        className={inputBase}
        value={level}
        onChange={(e) => {
          const next = e.target.value as LoggingLevel;
          setLevel(next);
          setMessage('');
          onSetLevel(next).then(
            () => setMessage(`Set to ${next}.`),
            (error: unknown) => setMessage(error instanceof Error ? error.message : String(error)),
          );
        }}
      >
        <option value="" disabled>
          server default
        </option>
        {LOGGING_LEVELS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      {message && (
        <span className={muted} role="status">
          {message}
        </span>
      )}
    </div>
  );
}
