// Reads the Claude Desktop config format: {"mcpServers": {"name": {"command", "args", "env", "cwd"}}}.
// Every problem is reported with the entry it belongs to, and all problems at once, so a user fixes
// the file in one pass. Remote entries (a "url") are not run: they are offered to the dashboard in the
// pairing link, without their headers.
import type { RemoteServerOffer } from '../../bridge/protocol/pairing.js';
import { entryKind, headerNote, readRemoteEntry, remoteOffer } from './remoteEntry.js';

export interface StdioServerSpec {
  command: string;
  args?: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export interface ParsedConfig {
  servers: Record<string, StdioServerSpec>;
  /** Remote servers for the pairing link (header names only). */
  remotes: RemoteServerOffer[];
  /** Entries that were skipped or changed on purpose (disabled, headers left out), one line each. */
  notes: string[];
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid connector config:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Names become URL path segments and tool-name prefixes, so keep them to a safe alphabet. */
export const SERVER_NAME_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

export function parseConfigText(text: string): ParsedConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ConfigError([`the file is not valid JSON (${(error as Error).message})`]);
  }
  return validateConfig(value);
}

export function validateConfig(value: unknown): ParsedConfig {
  if (!isObject(value) || !isObject(value.mcpServers)) {
    throw new ConfigError(['expected an object with an "mcpServers" object']);
  }
  const servers: Record<string, StdioServerSpec> = {};
  const remotes: RemoteServerOffer[] = [];
  const notes: string[] = [];
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(value.mcpServers)) {
    const where = `server "${name}"`;
    if (!SERVER_NAME_PATTERN.test(name)) {
      problems.push(
        `${where}: the name may use only letters, digits, "_" and "-" (at most 64, starting with a letter or digit)`,
      );
      continue;
    }
    if (!isObject(entry)) {
      problems.push(`${where}: expected an object`);
      continue;
    }
    if (entry.disabled === true) {
      notes.push(`${where} is disabled; skipped`);
      continue;
    }
    const kind = entryKind(entry);
    if ('reason' in kind) {
      problems.push(`${where}: ${kind.reason}`);
      continue;
    }
    if (kind.remote) {
      const remote = readRemoteEntry(entry, kind.type);
      if ('reason' in remote) notes.push(`${where} is a remote server: ${remote.reason}. Skipped`);
      else {
        remotes.push(remoteOffer(name, remote));
        notes.push(...remote.headerNames.map((header) => `server "${name}": ${headerNote(header)}`));
      }
      continue;
    }
    const spec = validateStdioEntry(entry, where, problems);
    if (spec) servers[name] = spec;
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { servers, remotes, notes };
}

/** The stdio part of an entry (command, args, env, cwd), or null after pushing each problem. */
export function validateStdioEntry(
  entry: Record<string, unknown>,
  where: string,
  problems: string[],
): StdioServerSpec | null {
  const before = problems.length;
  const { command, args, env, cwd } = entry;
  if (typeof command !== 'string' || command.trim() === '') {
    problems.push(`${where}: "command" is missing or not a non-empty string`);
  }
  if (args !== undefined && !(Array.isArray(args) && args.every((a) => typeof a === 'string'))) {
    problems.push(`${where}: "args" must be an array of strings`);
  }
  if (env !== undefined && !(isObject(env) && Object.values(env).every((v) => typeof v === 'string'))) {
    problems.push(`${where}: "env" must be an object of string values`);
  }
  if (cwd !== undefined && typeof cwd !== 'string') {
    problems.push(`${where}: "cwd" must be a string`);
  }
  if (problems.length > before) return null;
  const spec: StdioServerSpec = { command: command as string };
  if (args !== undefined) spec.args = [...(args as string[])];
  if (env !== undefined) spec.env = { ...(env as Record<string, string>) };
  if (cwd !== undefined) spec.cwd = cwd as string;
  return spec;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
