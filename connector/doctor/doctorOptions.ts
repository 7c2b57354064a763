// `connector doctor` flags: the connector's own (--config, --port, --allow-origin, --token) plus the
// origin the app is served from and a start timeout.
import { parseArgs } from 'node:util';
import { UsageError } from '../cliOptions.js';
import { DEFAULT_APP_ORIGIN, normalizeOrigin } from '../security.js';
import { DEFAULT_PORT } from '../startConnector.js';
import { DEFAULT_DOCTOR_TIMEOUT_MS } from './runDoctor.js';

export interface DoctorOptions {
  configPath: string;
  port: number;
  allowedOrigins: string[];
  appOrigin: string;
  token: string | undefined;
  timeoutMs: number;
}

export const DOCTOR_USAGE = `Usage: npm run connector -- doctor --config mcp.json [options]

Checks why the chat can't reach your local tools: the port, each server's start and tool list, the
origin allowlist, and a real connector probed as the app's browser would (CORS, local network access).

  --config <file>        Claude Desktop style config, as for the connector
  --port <n>             The connector's port (default ${DEFAULT_PORT})
  --allow-origin <url>   The connector's allowlist, as you start it (repeatable; default $APP_ORIGIN or ${DEFAULT_APP_ORIGIN})
  --app-origin <url>     Where the app (dashboard, sidebar) is served from (default: the first allowed origin)
  --token <token>        A running connector's token, to check that connector too (default $MCP_BRIDGE_TOKEN)
  --timeout <seconds>    How long a server may take to start or answer (default ${DEFAULT_DOCTOR_TIMEOUT_MS / 1000})
  --help                 Show this help`;

/** Returns null when help was asked for. */
export function parseDoctorOptions(
  argv: string[],
  env: Record<string, string | undefined>,
): DoctorOptions | null {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        config: { type: 'string' },
        port: { type: 'string' },
        'allow-origin': { type: 'string', multiple: true },
        'app-origin': { type: 'string' },
        token: { type: 'string' },
        timeout: { type: 'string' },
        help: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  if (values.help) return null;
  if (!values.config) throw new UsageError('--config <file> is required');
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be 0-65535, got "${values.port}"`);
  const timeout = values.timeout === undefined ? DEFAULT_DOCTOR_TIMEOUT_MS / 1000 : Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0)
    throw new UsageError(`--timeout must be a number of seconds, got "${values.timeout}"`);
  const allowedOrigins = origins(
    '--allow-origin',
    values['allow-origin'] ?? [env.APP_ORIGIN || DEFAULT_APP_ORIGIN],
  );
  const appOrigin = values['app-origin']
    ? origins('--app-origin', [values['app-origin']])[0]!
    : allowedOrigins[0]!;
  return {
    configPath: values.config,
    port,
    allowedOrigins,
    appOrigin,
    token: values.token ?? (env.MCP_BRIDGE_TOKEN || undefined),
    timeoutMs: Math.round(timeout * 1000),
  };
}

function origins(flag: string, values: string[]): string[] {
  try {
    return values.map(normalizeOrigin);
  } catch (error) {
    throw new UsageError(`${flag}: ${(error as Error).message}`);
  }
}
