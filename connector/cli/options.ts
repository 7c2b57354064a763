// Command-line flags and their environment fallbacks, kept apart from the CLI so they can be tested.
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { parseSources } from '../discovery/selection.js';
import type { SourceId } from '../discovery/types.js';
import { DEFAULT_APP_ORIGIN, IS_PACKAGED } from '../security/appOrigin.js';
import { normalizeOrigin } from '../security/origin.js';
import { DEFAULT_PORT } from './startConnector.js';
import { oneLine } from '../../bridge/protocol/visibleText.js';

export interface CliOptions {
  /** Absent: discover the servers other apps already have (connector/discovery). */
  configPath: string | undefined;
  /** Serve these sources' servers without asking. */
  from: SourceId[] | undefined;
  port: number;
  allowedOrigins: string[];
  token: string | undefined;
  /** Lines to show before starting: an environment setting that was ignored, and why. */
  notices: string[];
}

/** Where the allowlist comes from without --allow-origin, as the help says it. */
export const ORIGIN_DEFAULT_TEXT = IS_PACKAGED
  ? `${DEFAULT_APP_ORIGIN}, the origin this package was built for`
  : `$APP_ORIGIN or ${DEFAULT_APP_ORIGIN}`;

export const USAGE = `Usage: npx -y <app origin>/connector.tgz [options]
       (the mcp-multi-bridge-connector package; in its repository: npm run connector -- [options])

With no --config, it lists the MCP servers already set up in Claude Desktop, Cursor, VS Code and this
folder's .cursor/, .vscode/ and .mcp.json files, and asks which to serve (Enter: your apps' servers;
this folder's are served only if you pick them, since a cloned folder can ship them). Remote servers
among them go to the dashboard in the pairing link (without their headers); local (stdio) ones are
served here.

  --config <file>        Serve this file instead: {"mcpServers": {"name": {"command", "args", "env"}}}
  --from <sources>       Serve what these hold, without asking: claude,cursor,vscode (your apps),
                         project (this folder's files: only if you trust it)
  --port <n>             Port on 127.0.0.1 (default ${DEFAULT_PORT}; 0 picks a free one)
  --allow-origin <url>   Origin allowed to call the connector (repeatable; default ${ORIGIN_DEFAULT_TEXT})
  --token <token>        Bearer token (default $MCP_BRIDGE_TOKEN, else a random one)
  --help                 Show this help

  doctor [options]       Check why the chat can't reach your servers (doctor --help)`;

export class UsageError extends Error {}

/** The flags the connector and `connector doctor` share, in `node:util` parseArgs form. */
export const CONNECTOR_FLAGS = {
  config: { type: 'string' },
  from: { type: 'string' },
  port: { type: 'string' },
  'allow-origin': { type: 'string', multiple: true },
  token: { type: 'string' },
  help: { type: 'boolean' },
} as const;

/** What parseArgs gives for CONNECTOR_FLAGS. */
export interface FlagValues {
  config?: string | undefined;
  from?: string | undefined;
  port?: string | undefined;
  'allow-origin'?: string[] | undefined;
  token?: string | undefined;
  help?: boolean | undefined;
}

/** Parses argv with the shared flags plus `extra`; unknown flags are a UsageError. */
export function parseFlags(
  argv: string[],
  extra: NonNullable<ParseArgsConfig['options']> = {},
): Record<string, string | string[] | boolean | undefined> {
  try {
    return parseArgs({
      args: argv,
      options: { ...CONNECTOR_FLAGS, ...extra },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | string[] | boolean | undefined>;
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}

/** Returns null when help was asked for. `packaged`: see connectorOptions. */
export function parseCliOptions(
  argv: string[],
  env: Record<string, string | undefined>,
  packaged = IS_PACKAGED,
): CliOptions | null {
  const values = parseFlags(argv) as FlagValues;
  if (values.help) return null;
  return connectorOptions(values, env, packaged);
}

/**
 * Validates the shared flags, with their environment fallbacks. `packaged` (the built package, with its
 * origin baked in) ignores `$APP_ORIGIN`: only --allow-origin may send the pairing code elsewhere.
 */
export function connectorOptions(
  values: FlagValues,
  env: Record<string, string | undefined>,
  packaged = IS_PACKAGED,
): CliOptions {
  if (values.config !== undefined && values.config.trim() === '')
    throw new UsageError('--config needs a file');
  let from: SourceId[] | undefined;
  if (values.from !== undefined) {
    if (values.config !== undefined)
      throw new UsageError(
        '--from chooses among the configs found on this computer; leave it out with --config',
      );
    const sources = parseSources(values.from);
    if ('error' in sources) throw new UsageError(sources.error);
    from = sources;
  }
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535, got "${values.port}"`);
  const envOrigin = packaged ? undefined : env.APP_ORIGIN || undefined;
  const allowedOrigins = normalizeOrigins(
    '--allow-origin',
    values['allow-origin'] ?? [envOrigin ?? DEFAULT_APP_ORIGIN],
  );
  const notices =
    packaged && env.APP_ORIGIN
      ? [
          `$APP_ORIGIN (${oneLine(env.APP_ORIGIN)}) is ignored: this connector was built for ${DEFAULT_APP_ORIGIN}; pass --allow-origin to allow another origin.`,
        ]
      : [];
  const token = values.token ?? (env.MCP_BRIDGE_TOKEN || undefined);
  if (token !== undefined && token.length < 16)
    throw new UsageError('the token must be at least 16 characters');
  return { configPath: values.config, from, port, allowedOrigins, token, notices };
}

export function normalizeOrigins(flag: string, values: string[]): string[] {
  try {
    return values.map(normalizeOrigin);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}`);
  }
}
