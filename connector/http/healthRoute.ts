// `GET /health` (token required): each server's state, restarts and sessions, for the doctor and for tests.
import { connectorServerUrl } from '../../bridge/protocol/pairing.js';
import type { ManagedChild } from '../children/managedChild.js';
import type { SessionRegistry } from './sessions.js';

export function health(
  baseUrl: string,
  children: ReadonlyMap<string, ManagedChild>,
  sessions: SessionRegistry,
) {
  return {
    ok: true,
    servers: [...children.values()].map((child) => ({
      name: child.name,
      state: child.state,
      url: connectorServerUrl(baseUrl, child.name),
      restarts: child.restarts,
      lastBackoffMs: child.lastBackoffMs,
      lastError: child.lastError,
      sessions: sessions.count(child.name),
    })),
  };
}
