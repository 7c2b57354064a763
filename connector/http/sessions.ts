// The HTTP sessions of all servers, keyed by Mcp-Session-Id. Each session is one transport, its Server and the
// relay of its requests to the child; they close together.
import { randomUUID } from 'node:crypto';
import type { Server } from '@modelcontextprotocol/server';
import type { ManagedChild, ListChangedKind } from '../children/managedChild.js';
import { relayedMethods, relaySessionRequests } from '../children/sessionRelay.js';
import { announceListChanged, createSessionServer } from './sessionServer.js';
import { SessionTransport } from './sessionTransport.js';

/** Clients that never DELETE their session must not grow memory forever; the oldest one goes first. */
export const MAX_SESSIONS_PER_SERVER = 64;

export interface Session {
  id: string;
  serverName: string;
  transport: SessionTransport;
  server: Server;
}

export class SessionRegistry {
  private readonly sessions = new Map<string, Session>();

  get(id: string): Session | undefined {
    return this.sessions.get(id);
  }

  count(serverName: string): number {
    return this.forServer(serverName).length;
  }

  /**
   * Builds a session for `child`. The transport assigns the id while answering `initialize`;
   * the session enters the map at that moment.
   */
  async open(child: ManagedChild): Promise<SessionTransport> {
    const server = createSessionServer(child);
    const transport: SessionTransport = new SessionTransport({
      newSessionId: () => randomUUID(),
      onSessionStarted: (id) => {
        this.evictOldest(child.name);
        this.sessions.set(id, { id, serverName: child.name, transport, server });
      },
    });
    transport.onclose = () => {
      if (transport.sessionId) this.sessions.delete(transport.sessionId);
    };
    await server.connect(transport);
    relaySessionRequests(transport, child, relayedMethods(server.getCapabilities()));
    return transport;
  }

  /** Sends list_changed to every session of one server. */
  async broadcast(serverName: string, kinds: ListChangedKind[]): Promise<void> {
    await Promise.allSettled(this.forServer(serverName).map((s) => announceListChanged(s.server, kinds)));
  }

  async closeAll(): Promise<void> {
    const all = [...this.sessions.values()];
    this.sessions.clear();
    await Promise.allSettled(all.map((s) => s.server.close()));
  }

  private forServer(serverName: string): Session[] {
    return [...this.sessions.values()].filter((s) => s.serverName === serverName);
  }

  private evictOldest(serverName: string): void {
    const mine = this.forServer(serverName);
    // Map iteration follows insertion order, so the first entries are the oldest.
    for (const stale of mine.slice(0, Math.max(0, mine.length - MAX_SESSIONS_PER_SERVER + 1))) {
      this.sessions.delete(stale.id);
      // A stale session is let go; its close can't fail anyone.
      void stale.server.close().catch(() => undefined);
    }
  }
}
