// Import and export of the server configuration: our own JSON, and Claude Desktop's `mcpServers`.
// Secrets (bearer tokens, credential headers, OAuth tokens) leave only when the user asks for them.
import type { ServerConfig, TransportKind } from '../../../bridge/connections/types';
import type { OAuthRecord } from '../oauth';
import type { AppStore } from '../../shell/store';

export const EXPORT_FORMAT = 'mcp-multi-bridge-config';

export interface ExportedServer extends Omit<ServerConfig, 'id'> {
  id?: string;
  oauth?: OAuthRecord;
  /** Names of the secrets left out, so the reader knows what to fill in. */
  omittedSecrets?: string[];
}

export interface ExportedConfig {
  format: typeof EXPORT_FORMAT;
  version: 1;
  secretsIncluded: boolean;
  servers: ExportedServer[];
}

/** A stdio server: a browser can't start it, the local connector can. */
export interface ConnectorEntry {
  name: string;
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export interface ImportPlan {
  servers: ServerConfig[];
  oauth: Record<string, OAuthRecord>;
  needsConnector: ConnectorEntry[];
  skipped: { name: string; reason: string }[];
}

const SECRET_HEADER = /^(authorization|proxy-authorization|cookie)$|token|secret|key|password|auth/i;
export const isSecretHeader = (name: string): boolean => SECRET_HEADER.test(name);

export function exportConfig(
  state: { servers: ServerConfig[]; oauth: Record<string, OAuthRecord> },
  includeSecrets: boolean,
): ExportedConfig {
  const servers = state.servers.map((server): ExportedServer => {
    const { bearerToken, headers, ...rest } = server;
    const out: ExportedServer = { ...rest };
    const omitted: string[] = [];
    if (bearerToken) {
      if (includeSecrets) out.bearerToken = bearerToken;
      else omitted.push('bearerToken');
    }
    if (headers && Object.keys(headers).length) {
      const kept: Record<string, string> = {};
      for (const [name, value] of Object.entries(headers)) {
        if (includeSecrets || !isSecretHeader(name)) kept[name] = value;
        else omitted.push(`header:${name}`);
      }
      if (Object.keys(kept).length) out.headers = kept;
    }
    const oauth = state.oauth[server.id];
    if (oauth?.tokens || oauth?.clients) {
      if (includeSecrets) out.oauth = oauth;
      else omitted.push('oauth');
    }
    if (omitted.length) out.omittedSecrets = omitted;
    return out;
  });
  return { format: EXPORT_FORMAT, version: 1, secretsIncluded: includeSecrets, servers };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function stringRecord(value: unknown): Record<string, string> | undefined {
  if (!isRecord(value)) return undefined;
  const entries = Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string');
  return entries.length ? Object.fromEntries(entries) : undefined;
}

function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

function transportOf(value: unknown): TransportKind {
  if (value === 'sse') return 'sse';
  if (value === 'streamable-http' || value === 'http' || value === 'streamableHttp') return 'streamable-http';
  return 'auto';
}

/** Parses pasted or loaded text; throws with a message the user can act on. */
export function parseImport(
  text: string,
  existing: ServerConfig[],
  newId: () => string = () => `server:${crypto.randomUUID()}`,
): ImportPlan {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new Error('This is not JSON. Paste an exported configuration or a Claude Desktop config.');
  }
  const plan: ImportPlan = { servers: [], oauth: {}, needsConnector: [], skipped: [] };
  // Same server again (by id, else by URL): update it in place and keep the user's on/off choice.
  const place = (id: string | undefined, url: string) => {
    const match = existing.find((s) => (id && s.id === id) || s.url === url);
    return { id: match?.id ?? id ?? newId(), enabled: match?.enabled };
  };
  if (isRecord(data) && data.format === EXPORT_FORMAT && Array.isArray(data.servers)) {
    for (const raw of data.servers as unknown[]) {
      const name = isRecord(raw) && typeof raw.name === 'string' ? raw.name : '(unnamed)';
      const url = isRecord(raw) ? httpUrl(raw.url) : undefined;
      if (!isRecord(raw) || !url) {
        plan.skipped.push({ name, reason: 'no valid http(s) URL' });
        continue;
      }
      const target = place(typeof raw.id === 'string' ? raw.id : undefined, url);
      plan.servers.push(buildServer(target, name, url, raw.transport, raw));
      if (isRecord(raw.oauth)) plan.oauth[target.id] = raw.oauth as OAuthRecord;
    }
    return plan;
  }
  if (isRecord(data) && isRecord(data.mcpServers)) {
    for (const [name, raw] of Object.entries(data.mcpServers)) {
      if (!isRecord(raw)) {
        plan.skipped.push({ name, reason: 'not an object' });
      } else if (typeof raw.command === 'string') {
        const args = Array.isArray(raw.args)
          ? raw.args.filter((a): a is string => typeof a === 'string')
          : [];
        const env = stringRecord(raw.env);
        plan.needsConnector.push({ name, command: raw.command, args, ...(env ? { env } : {}) });
      } else if (httpUrl(raw.url)) {
        const url = httpUrl(raw.url)!;
        plan.servers.push(buildServer(place(undefined, url), name, url, raw.type ?? raw.transport, raw));
      } else {
        plan.skipped.push({ name, reason: 'neither a "url" nor a "command"' });
      }
    }
    return plan;
  }
  throw new Error('Unknown format: expected an exported configuration or an object with "mcpServers".');
}

function buildServer(
  target: { id: string; enabled: boolean | undefined },
  name: string,
  url: string,
  transport: unknown,
  raw: Record<string, unknown>,
): ServerConfig {
  const headers = stringRecord(raw.headers);
  return {
    id: target.id,
    name,
    url,
    transport: transportOf(transport),
    enabled: target.enabled ?? raw.enabled !== false,
    ...(headers ? { headers } : {}),
    ...(typeof raw.bearerToken === 'string' && raw.bearerToken ? { bearerToken: raw.bearerToken } : {}),
    ...(raw.auth === 'oauth' ? { auth: 'oauth' as const } : {}),
  };
}

/** The connector's config for the stdio entries, to save as mcp.json. */
export function connectorConfig(entries: ConnectorEntry[]): string {
  const mcpServers = Object.fromEntries(
    entries.map(({ name, command, args, env }) => [name, { command, args, ...(env ? { env } : {}) }]),
  );
  return JSON.stringify({ mcpServers }, null, 2);
}

export function applyImport(store: AppStore, plan: ImportPlan): number {
  const s = store.getState();
  s.upsertServers(plan.servers);
  for (const [id, record] of Object.entries(plan.oauth)) s.setOAuth(id, record);
  return plan.servers.length;
}
