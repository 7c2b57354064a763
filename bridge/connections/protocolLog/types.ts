// What one line of a server's protocol log holds. Entries live in memory only and never leave the sidebar.
import type { LoggingLevel } from '@modelcontextprotocol/client';

/** Traffic is every JSON-RPC message on the wire; a server log is a `notifications/message` it sent. */
export type LogKind = 'traffic' | 'server-log';
/** Seen from our client: `sent` to the server, `received` from it. */
export type LogDirection = 'sent' | 'received';
export type MessageType = 'request' | 'response' | 'error' | 'notification';

export interface ProtocolLogEntry {
  /** Counts up per log, so a view keys rows by it. */
  seq: number;
  time: number;
  kind: LogKind;
  direction: LogDirection;
  type: MessageType;
  /** A response carries the method of the request it answers. */
  method?: string;
  id?: string | number;
  /** UTF-8 bytes of the whole message as JSON, before any trimming. */
  size: number;
  /** The message as JSON with secrets redacted, cut at the log's per-message cap. */
  text: string;
  trimmed: boolean;
  level?: LoggingLevel;
  logger?: string;
}

export type NewLogEntry = Omit<ProtocolLogEntry, 'seq'>;

export interface ProtocolLogLimits {
  /** Entries kept per server; the oldest go first. */
  maxEntries: number;
  /** Characters kept of each message's JSON. */
  maxMessageChars: number;
}

export const DEFAULT_LOG_LIMITS: ProtocolLogLimits = { maxEntries: 500, maxMessageChars: 8_192 };

/** The levels of `logging/setLevel` and of a server's log lines, from least to most severe. */
export const LOGGING_LEVELS: readonly LoggingLevel[] = [
  'debug',
  'info',
  'notice',
  'warning',
  'error',
  'critical',
  'alert',
  'emergency',
];
