// What one server's client offers beyond tools: the capabilities it declares at initialize and the handlers
// for the server's own requests and notifications (elicitation, logging, resource updates). The app builds
// one per server, so each handler knows which server asked.
import {
  mergeCapabilities,
  type Client,
  type ClientCapabilities,
  type Transport,
  type ListChangedHandlers,
} from '@modelcontextprotocol/client';
import type { UserWait } from './callTimer';

export interface ClientFeatures {
  capabilities: ClientCapabilities;
  /** Registers handlers on a fresh client, before it connects; called once per session. */
  attach(client: Client): void;
  /**
   * Optionally wraps the session's transport before connect, to see every message once (the protocol log).
   * Returns the transport the client connects to; the session keeps the original for its own checks.
   */
  wrapTransport?(transport: Transport): Transport;
  /**
   * The SDK's own list-changed handling for prompts and resources (it re-lists, every page, after the
   * notification); tools stay with connectServer. Given to the Client's constructor.
   */
  listChanged?: Omit<ListChangedHandlers, 'tools'>;
  /** Whether this server has a question waiting for the user, so its calls' timeouts pause meanwhile. */
  waitsForUser?: UserWait;
}

/** Merges several features into one: capabilities side by side, every attach in order. */
export function combineFeatures(parts: ClientFeatures[]): ClientFeatures {
  return {
    capabilities: parts.reduce<ClientCapabilities>(
      (all, part) => mergeCapabilities(all, part.capabilities),
      {},
    ),
    attach(client) {
      for (const part of parts) part.attach(client);
    },
    wrapTransport(transport) {
      return parts.reduce((wire, part) => part.wrapTransport?.(wire) ?? wire, transport);
    },
    waitsForUser: (listener) => {
      // Waiting when any part waits; each part's state is kept apart.
      const waiting = new Set<number>();
      const stops = parts.map((part, index) =>
        part.waitsForUser?.((isWaiting) => {
          const before = waiting.size > 0;
          if (isWaiting) waiting.add(index);
          else waiting.delete(index);
          if (waiting.size > 0 !== before) listener(waiting.size > 0);
        }),
      );
      return () => stops.forEach((stop) => stop?.());
    },
    listChanged: parts.reduce<Omit<ListChangedHandlers, 'tools'>>(
      (all, part) => ({ ...all, ...part.listChanged }),
      {},
    ),
  };
}
