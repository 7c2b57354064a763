// The protocol log's part of a server's client features: it taps the session's transport, so every message
// both ways is logged once, and a server's log line (`notifications/message`) as a server-log entry with its
// level and logger. Read on the wire, not in a handler: a malformed line still shows, as traffic.
import type { Client, JSONRPCMessage, LoggingLevel, RequestId } from '@modelcontextprotocol/client';
import type { ClientFeatures } from '../clientFeatures';
import { describeMessage, describeServerLog, serverLogParams } from './describeMessage';
import type { ProtocolLog } from './protocolLog';
import { tapTransport } from './tapTransport';
import type { LogDirection } from './types';

/** Requests waiting for an answer, per direction, so a response is logged with its method. */
const OPEN_REQUESTS_KEPT = 1_000;

export function protocolLogFeature(serverId: string, log: ProtocolLog): ClientFeatures {
  const maxChars = log.limits.maxMessageChars;
  return {
    capabilities: {},
    // Nothing to register: the tap below sees the server's log lines before any handler would.
    attach: () => undefined,
    wrapTransport(transport) {
      const open: Record<LogDirection, Map<RequestId, string>> = { sent: new Map(), received: new Map() };
      return tapTransport(transport, (direction, message: JSONRPCMessage) => {
        let answered: string | undefined;
        if ('method' in message && 'id' in message) remember(open[direction], message.id, message.method);
        else if (!('method' in message) && 'id' in message && message.id !== undefined) {
          // A response answers a request that went the other way.
          const requests = open[direction === 'sent' ? 'received' : 'sent'];
          answered = requests.get(message.id);
          requests.delete(message.id);
        }
        // Written out later, off the call's path (ProtocolLog.recordLater), but timed now.
        const time = Date.now();
        log.recordLater(serverId, () => {
          const serverLog = direction === 'received' ? serverLogParams(message) : undefined;
          const entry = serverLog
            ? describeServerLog(serverLog, message, maxChars)
            : describeMessage(direction, message, maxChars, answered);
          entry.time = time;
          return entry;
        });
      });
    },
  };
}

function remember(requests: Map<RequestId, string>, id: RequestId, method: string): void {
  if (requests.size >= OPEN_REQUESTS_KEPT) requests.delete(requests.keys().next().value as RequestId);
  requests.set(id, method);
}

/** Sets the server's log level (`logging/setLevel`); only for a server that declares `logging`. */
export async function setServerLogLevel(client: Client, level: LoggingLevel): Promise<void> {
  if (!client.getServerCapabilities()?.logging)
    throw new Error('This server does not offer logging, so its level cannot be set.');
  await client.setLoggingLevel(level);
}
