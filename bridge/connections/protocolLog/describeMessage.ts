// Turns one JSON-RPC message into a log entry: its type, method and id, its size, and its redacted text.
import type { JSONRPCMessage, LoggingLevel } from '@modelcontextprotocol/client';
import { redactedJson, redactingReplacer } from './redact';
import { LOGGING_LEVELS, type LogDirection, type MessageType, type NewLogEntry } from './types';

/** UTF-8 length without allocating an encoded copy: the log measures every message. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff) {
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/** Names a server chooses (method, id, logger) are shown in a row: a hostile one stays one line long. */
const LABEL_CHARS = 120;

function label(name: string): string {
  return name.length <= LABEL_CHARS ? name : `${name.slice(0, LABEL_CHARS)}…`;
}

export function messageType(message: JSONRPCMessage): MessageType {
  if ('method' in message) return 'id' in message ? 'request' : 'notification';
  return 'error' in message ? 'error' : 'response';
}

/** The JSON text, cut at `maxChars` with the cut said in the text itself. */
export function clipJson(json: string, maxChars: number): { text: string; trimmed: boolean } {
  if (json.length <= maxChars) return { text: json, trimmed: false };
  return {
    text: `${json.slice(0, maxChars)}… [trimmed: ${json.length - maxChars} more characters]`,
    trimmed: true,
  };
}

export function describeMessage(
  direction: LogDirection,
  message: JSONRPCMessage,
  maxChars: number,
  answeredMethod?: string,
): NewLogEntry {
  const json = redactedJson(message);
  const type = messageType(message);
  const method = 'method' in message ? message.method : answeredMethod;
  const entry: NewLogEntry = {
    time: Date.now(),
    kind: 'traffic',
    direction,
    type,
    size: utf8Length(json),
    ...clipJson(json, maxChars),
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
  const text =
    typeof params.data === 'string' ? String(redactingReplacer('', params.data)) : redactedJson(params.data);
  const entry: NewLogEntry = {
    time: Date.now(),
    kind: 'server-log',
    direction: 'received',
    type: 'notification',
    method: 'notifications/message',
    level: params.level,
    size: utf8Length(redactedJson(message)),
    ...clipJson(text, maxChars),
  };
  if (params.logger !== undefined) entry.logger = label(params.logger);
  return entry;
}
