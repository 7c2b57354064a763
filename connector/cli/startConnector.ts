// The connector as a library: start children, serve them on 127.0.0.1, hand back what a caller needs.
import {
  connectorServerUrl,
  encodePairingFragment,
  type RemoteServerOffer,
} from '../../bridge/protocol/pairing.js';
import type { BackoffPolicy } from '../children/backoff.js';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { SERVER_NAME_PATTERN } from '../discovery/serverConfig.js';
import { listenOnLoopback } from '../http/listen.js';
import { createHttpHandler } from '../http/requestHandler.js';
import { ManagedChild } from '../children/managedChild.js';
import { createPairingCodes } from '../pairing/pairingCodes.js';
import { normalizeOrigin } from '../security/origin.js';
import { generateToken } from '../security/token.js';
import { SessionRegistry } from '../http/sessions.js';

export const DEFAULT_PORT = 4312;

export interface ConnectorOptions {
  servers: Record<string, StdioServerSpec>;
  /** Remote servers handed to the dashboard in the pairing link (never proxied; header names only). */
  remotes?: RemoteServerOffer[];
  port?: number;
  allowedOrigins: string[];
  token?: string;
  log?: (line: string) => void;
  /** Restart timing; tests shorten it. */
  backoff?: BackoffPolicy;
}

export interface RunningConnector {
  port: number;
  baseUrl: string;
  token: string;
  /** The link printed at start; its code works once, for 10 minutes. */
  pairingLink: string;
  /** A fresh link with a new one-time code (the console's "new link", the stack's /local-pairing.json). */
  newPairingLink(): string;
  /** A fresh one-time code, for a payload built elsewhere. */
  mintPairingCode(): string;
  serverNames: string[];
  serverUrl(name: string): string;
  /** Resolves once every child has initialized; rejects naming the first child that failed to start. */
  ready(): Promise<void>;
  stop(): Promise<void>;
  /** For tests: kills a child process as a crash would. */
  killChild(name: string): void;
}

export async function startConnector(opts: ConnectorOptions): Promise<RunningConnector> {
  const allowedOrigins = opts.allowedOrigins.map(normalizeOrigin);
  const appOrigin = allowedOrigins[0];
  if (!appOrigin) throw new Error('at least one allowed origin is required');
  for (const name of Object.keys(opts.servers)) {
    if (!SERVER_NAME_PATTERN.test(name)) throw new Error(`invalid server name "${name}"`);
  }
  const token = opts.token ?? generateToken();
  if (token.length < 16) throw new Error('the token must be at least 16 characters');
  const log = opts.log ?? (() => undefined);
  const sessions = new SessionRegistry();
  const pairingCodes = createPairingCodes();
  const children = new Map<string, ManagedChild>();
  for (const [name, spec] of Object.entries(opts.servers)) {
    const events = {
      log,
      // broadcast() settles every session's notice (allSettled).
      onListChanged: (kind: 'tools' | 'prompts' | 'resources') => void sessions.broadcast(name, [kind]),
      // broadcast() settles every session's notice (allSettled).
      onRestarted: () => void sessions.broadcast(name, ['tools', 'prompts', 'resources']),
    };
    children.set(name, new ManagedChild(name, spec, events, opts.backoff));
  }

  let port = 0;
  const baseUrl = () => `http://127.0.0.1:${port}`;
  const handler = createHttpHandler({
    port: () => port,
    baseUrl,
    allowedOrigins,
    token,
    pairingCodes,
    children,
    sessions,
    log,
  });
  const http = await listenOnLoopback(handler, opts.port ?? DEFAULT_PORT);
  port = http.port;
  for (const child of children.values()) child.start();

  const serverNames = [...children.keys()];
  const remotes = opts.remotes ?? [];
  const newPairingLink = () =>
    `${appOrigin}/${encodePairingFragment({ v: 3, connector: baseUrl(), code: pairingCodes.mint(), servers: serverNames, remotes })}`;
  let stopping: Promise<void> | null = null;
  return {
    port,
    baseUrl: baseUrl(),
    token,
    pairingLink: newPairingLink(),
    newPairingLink,
    mintPairingCode: () => pairingCodes.mint(),
    serverNames,
    serverUrl: (name) => connectorServerUrl(baseUrl(), name),
    ready: async () => {
      await Promise.all([...children.values()].map((c) => c.firstStart));
    },
    killChild: (name) => {
      const child = children.get(name);
      if (!child) throw new Error(`unknown server "${name}"`);
      child.kill();
    },
    stop: () => {
      stopping ??= (async () => {
        await sessions.closeAll();
        await http.close();
        await Promise.allSettled([...children.values()].map((c) => c.stop()));
      })();
      return stopping;
    },
  };
}
