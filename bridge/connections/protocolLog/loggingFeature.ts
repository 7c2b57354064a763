// The protocol log's part of a server's client features: it taps the session's transport (every message,
// both ways) and records the server's own log notifications with their level and logger.
import type { Client, JSONRPCMessage, LoggingLevel, RequestId } from '@modelcontextprotocol/client';
import type { ClientFeatures } from '../clientFeatures';
import { describeMessage, describeServerLog } from './describeMessage';
import type { ProtocolLog } from './protocolLog';
import { tapTransport } from './tapTransport';
import type { LogDirection } from './types';

/** Requests waiting for an answer, per direction, so a response is logged with its method. */
const OPEN_REQUESTS_KEPT = 1_000;

export function protocolLogFeature(serverId: string, log: ProtocolLog): ClientFeatures {
  const maxChars = log.limits.maxMessageChars;
  return {
    capabilities: {},
    attach(client: Client) {
      client.setNotificationHandler('notifications/message', (notification) => {
        log.record(serverId, describeServerLog(notification.params, maxChars));
      });
    },
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
        log.record(serverId, describeMessage(direction, message, maxChars, answered));
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
