// `connector doctor` flags: the connector's own (cli/options.ts, the same parser) plus the origin the app
// is served from and a start timeout.
import type { CliOptions, FlagValues } from '../cli/options.js';
import {
  connectorOptions,
  normalizeOrigins,
  ORIGIN_DEFAULT_TEXT,
  parseFlags,
  UsageError,
} from '../cli/options.js';
import { IS_PACKAGED } from '../security/appOrigin.js';
import { DEFAULT_PORT } from '../cli/startConnector.js';
import { DEFAULT_DOCTOR_TIMEOUT_MS } from './runDoctor.js';

export interface DoctorOptions extends CliOptions {
  appOrigin: string;
  timeoutMs: number;
}

export const DOCTOR_USAGE = `Usage: npx -y <app origin>/connector.tgz doctor [options]
       (in the repository: npm run connector -- doctor [options])

Checks why the chat can't reach your local tools: the port, each server's start and tool list, the
origin allowlist, and a real connector probed as the app's browser would (CORS, local network access).
With no --config it checks the servers found in Claude Desktop, Cursor and VS Code, as the connector
would serve them; this folder's .cursor/, .vscode/ and .mcp.json servers are listed, and started only
when you pick them (by number, or --from project).

  --config <file>        Claude Desktop style config, as for the connector
  --from <sources>       Check what these hold, without asking: claude,cursor,vscode (your apps),
                         project (this folder's files: only if you trust it)
  --port <n>             The connector's port (default ${DEFAULT_PORT})
  --allow-origin <url>   The connector's allowlist, as you start it (repeatable; default ${ORIGIN_DEFAULT_TEXT})
  --app-origin <url>     Where the app (dashboard, sidebar) is served from (default: the first allowed origin)
  --token <token>        A running connector's token, to check that connector too (default $MCP_BRIDGE_TOKEN)
  --timeout <seconds>    How long a server may take to start or answer (default ${DEFAULT_DOCTOR_TIMEOUT_MS / 1000})
  --help                 Show this help`;

const DOCTOR_FLAGS = { 'app-origin': { type: 'string' }, timeout: { type: 'string' } } as const;

/** Returns null when help was asked for. */
export function parseDoctorOptions(
  argv: string[],
  env: Record<string, string | undefined>,
  packaged = IS_PACKAGED,
): DoctorOptions | null {
  const values = parseFlags(argv, DOCTOR_FLAGS) as FlagValues & { 'app-origin'?: string; timeout?: string };
  if (values.help) return null;
  const options = connectorOptions(values, env, packaged);
  const timeout = values.timeout === undefined ? DEFAULT_DOCTOR_TIMEOUT_MS / 1000 : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new UsageError(`--timeout must be a number of seconds, got "${values.timeout}"`);
  const appOrigin = values['app-origin']
    ? normalizeOrigins('--app-origin', [values['app-origin']])[0]!
    : options.allowedOrigins[0]!;
  return { ...options, appOrigin, timeoutMs: Math.round(timeout * 1000) };
}
