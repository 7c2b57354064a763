// Turns one JSON-RPC message into a log entry: its type, method and id, its size, and its redacted text.
import type { JSONRPCMessage, LoggingLevel } from '@modelcontextprotocol/client';
import { boundedJson, ownCopy } from './boundedJson';
import { redactingReplacer } from './redact';
import { LOGGING_LEVELS, type LogDirection, type MessageType, type NewLogEntry } from './types';

/** Names a server chooses (method, id, logger) are shown in a row: a hostile one stays one line long. */
const LABEL_CHARS = 120;

function label(name: string): string {
  return name.length <= LABEL_CHARS ? name : ownCopy(`${name.slice(0, LABEL_CHARS)}…`);
}

export function messageType(message: JSONRPCMessage): MessageType {
  if ('method' in message) return 'id' in message ? 'request' : 'notification';
  return 'error' in message ? 'error' : 'response';
}

/** The text as an entry keeps it: cut at `maxChars` with the cut said in the text itself, in a string of its own. */
export function clipText(text: string, maxChars: number): { text: string; trimmed: boolean } {
  if (text.length <= maxChars) return { text, trimmed: false };
  return clipped(ownCopy(text.slice(0, maxChars)), text.length - maxChars);
}

function clipped(prefix: string, more: number): { text: string; trimmed: boolean } {
  return { text: `${prefix}… [trimmed: ${more} more characters]`, trimmed: true };
}

/** The redacted JSON of a value, cut at `maxChars`, and the UTF-8 size of the whole, without building it. */
function clipJson(value: unknown, maxChars: number): { size: number; text: string; trimmed: boolean } {
  const json = boundedJson(value, redactingReplacer, maxChars);
  const shown =
    json.chars <= maxChars ? { text: json.text, trimmed: false } : clipped(json.text, json.chars - maxChars);
  return { size: json.bytes, ...shown };
}

export function describeMessage(
  direction: LogDirection,
  message: JSONRPCMessage,
  maxChars: number,
  answeredMethod?: string,
): NewLogEntry {
  const type = messageType(message);
  const method = 'method' in message ? message.method : answeredMethod;
  const entry: NewLogEntry = {
    time: Date.now(),
    kind: 'traffic',
    direction,
    type,
    ...clipJson(message, maxChars),
  };
  if (method !== undefined) entry.method = label(method);
  if ('id' in message && message.id !== undefined)
    entry.id = typeof message.id === 'string' ? label(message.id) : message.id;
  return entry;
}

export interface ServerLogParams {
  level: LoggingLevel;
  logger?: string | undefined;
  data: unknown;
}

/** The params of a well-formed `notifications/message`; anything else is logged as plain traffic. */
export function serverLogParams(message: JSONRPCMessage): ServerLogParams | undefined {
  if (!('method' in message) || 'id' in message || message.method !== 'notifications/message')
    return undefined;
  const params = message.params as Partial<ServerLogParams> | undefined;
  if (!params || !LOGGING_LEVELS.includes(params.level as LoggingLevel) || !('data' in params))
    return undefined;
  if (params.logger !== undefined && typeof params.logger !== 'string') return undefined;
  return params as ServerLogParams;
}

/** A server's log line, as the server log shows it: level, logger and its data; its size is the whole message's. */
export function describeServerLog(
  params: ServerLogParams,
  message: JSONRPCMessage,
  maxChars: number,
): NewLogEntry {
  // A text message reads as itself; anything else as JSON. Both go through the same redaction.
  const shown =
    typeof params.data === 'string'
      ? clipText(String(redactingReplacer('', params.data)), maxChars)
      : clipJson(params.data, maxChars);
  const entry: NewLogEntry = {
    time: Date.now(),
    kind: 'server-log',
    direction: 'received',
    type: 'notification',
    method: 'notifications/message',
    level: params.level,
    text: shown.text,
    trimmed: shown.trimmed,
    size: boundedJson(message, redactingReplacer, 0).bytes,
  };
  if (params.logger !== undefined) entry.logger = label(params.logger);
  return entry;
}
