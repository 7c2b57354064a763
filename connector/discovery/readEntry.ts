// One server entry of another app's config, turned into what the connector can run (stdio), offer to the
// dashboard (remote), or a one-line reason it is skipped. Never throws: one bad entry hides nothing else.
import { readFileSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import * as nodeUtil from 'node:util';
import { validateStdioEntry, type StdioServerSpec } from './serverConfig.js';
import { entryKind, readRemoteEntry, type RemoteEntry } from './remoteEntry.js';
import { substitute } from './substitute.js';
import type { ConfigFile, DiscoveryEnv } from './types.js';

export type EntryResult =
  | { kind: 'stdio'; spec: StdioServerSpec }
  | ({ kind: 'remote' } & RemoteEntry)
  | { kind: 'skip'; reason: string };

export function readEntry(raw: unknown, file: ConfigFile, denv: DiscoveryEnv): EntryResult {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    return { kind: 'skip', reason: 'expected an object' };
  const entry = raw as Record<string, unknown>;
  if (entry.disabled === true) return { kind: 'skip', reason: 'disabled' };
  const kind = entryKind(entry);
  if ('reason' in kind) return { kind: 'skip', reason: kind.reason };
  if (kind.type === undefined && entry.command === undefined && entry.url === undefined)
    return { kind: 'skip', reason: 'has neither "command" nor "url"' };
  return kind.remote ? readRemote(entry, kind.type, file, denv) : readStdio(entry, file, denv);
}

function readRemote(
  entry: Record<string, unknown>,
  type: string | undefined,
  file: ConfigFile,
  denv: DiscoveryEnv,
): EntryResult {
  if (typeof entry.url !== 'string') return { kind: 'skip', reason: '"url" is missing or not a string' };
  const url = substitute(entry.url, file.dialect, denv);
  if (!url.ok) return { kind: 'skip', reason: url.reason };
  if (url.fromEnv)
    return {
      kind: 'skip',
      reason:
        'its URL takes a value from the environment, which may be a secret and must not go into a link: add it in the dashboard by hand',
    };
  const read = readRemoteEntry({ ...entry, url: url.value }, type);
  return 'reason' in read ? { kind: 'skip', reason: read.reason } : { kind: 'remote', ...read };
}

function readStdio(entry: Record<string, unknown>, file: ConfigFile, denv: DiscoveryEnv): EntryResult {
  const filled = substituteFields(entry, file, denv);
  if ('reason' in filled) return { kind: 'skip', reason: filled.reason };
  const problems: string[] = [];
  const spec = validateStdioEntry(filled.entry, 'entry', problems);
  // The list shows the server's name before the reason: drop the validator's own "entry: " prefix.
  if (!spec) return { kind: 'skip', reason: problems.map((p) => p.replace(/^entry: /, '')).join('; ') };
  if (typeof filled.entry.envFile === 'string') {
    const fromFile = readEnvFile(filled.entry.envFile, denv);
    if (typeof fromFile === 'string') return { kind: 'skip', reason: fromFile };
    // As in VS Code, the entry's own env wins over its envFile.
    spec.env = { ...fromFile, ...spec.env };
  }
  return { kind: 'stdio', spec };
}

/** command, args, env values, cwd and envFile with their placeholders filled in. */
function substituteFields(
  entry: Record<string, unknown>,
  file: ConfigFile,
  denv: DiscoveryEnv,
): { entry: Record<string, unknown> } | { reason: string } {
  let reason: string | null = null;
  const fill = (value: unknown): unknown => {
    if (typeof value !== 'string' || reason !== null) return value;
    const result = substitute(value, file.dialect, denv);
    if (result.ok) return result.value;
    reason = result.reason;
    return value;
  };
  const { command, args, env, cwd, envFile } = entry;
  const out: Record<string, unknown> = {
    ...entry,
    command: fill(command),
    args: Array.isArray(args) ? args.map(fill) : args,
    env:
      typeof env === 'object' && env !== null && !Array.isArray(env)
        ? Object.fromEntries(Object.entries(env).map(([k, v]) => [k, fill(v)]))
        : env,
    cwd: fill(cwd),
    envFile: fill(envFile),
  };
  for (const key of ['command', 'args', 'env', 'cwd', 'envFile']) if (out[key] === undefined) delete out[key];
  return reason === null ? { entry: out } : { reason };
}

function readEnvFile(path: string, denv: DiscoveryEnv): Record<string, string> | string {
  const full = isAbsolute(path) ? path : resolve(denv.cwd, path);
  try {
    // util.parseEnv came in Node 20.12: a namespace import keeps older Node 20 starting, and only an envFile fails.
    if (typeof nodeUtil.parseEnv !== 'function')
      return `its envFile needs Node 20.12 or newer (this is ${process.version})`;
    const parsed = nodeUtil.parseEnv(readFileSync(full, 'utf8'));
    return Object.fromEntries(
      Object.entries(parsed).filter((e): e is [string, string] => e[1] !== undefined),
    );
  } catch (error) {
    return `cannot read its envFile ${full} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`;
  }
}
