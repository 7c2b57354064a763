// Step 1: is the connector's port free, taken by a connector of ours, or taken by something else?
import { createServer } from 'node:net';
import type { Verdict } from '../../bridge/diagnose/check.js';
import { untilAnswered } from '../../bridge/diagnose/reachability.js';
import { WWW_AUTHENTICATE } from '../security/token.js';
import type { DoctorCheck, DoctorContext } from './types.js';

interface HealthServer {
  name: string;
  state: string;
  lastError: string | null;
}

const PROBE_TIMEOUT_MS = 3000;

/** When the given token opens our connector's /health, that connector goes into the facts for later steps. */
export function checkPort(port: number): DoctorCheck {
  return { id: 'port', title: `Port ${port} on 127.0.0.1`, run: (ctx) => portVerdict(port, ctx) };
}

async function portVerdict(port: number, ctx: DoctorContext): Promise<Verdict> {
  if (port === 0) return { status: 'pass', detail: 'port 0: the connector picks a free port at start' };
  const bindError = await tryBind(port);
  if (bindError === null) return { status: 'pass', detail: `port ${port} is free` };
  if (bindError !== 'EADDRINUSE')
    return {
      status: 'fail',
      detail: `the connector can't listen on port ${port} (${bindError})`,
      fix: `Pick another port with --port, for example --port ${suggestPort(port)}.`,
    };

  const baseUrl = `http://127.0.0.1:${port}`;
  const { token } = ctx.input;
  // First without the token: whatever holds the port must show it is our connector before it sees the token.
  const anonymous = await probeHealth(baseUrl, undefined);
  if (anonymous === null)
    return {
      status: 'fail',
      detail: `port ${port} is in use by a program that does not answer HTTP`,
      fix: otherProgramFix(port),
    };
  if (!isOurs(anonymous)) return otherProgram(port, anonymous.status);
  if (!token)
    return {
      status: 'warn',
      detail: `a connector is already running on port ${port}; a second one can't start there`,
      fix: `Pass its token with --token to check it, or stop it, or use another --port.`,
    };
  const res = await probeHealth(baseUrl, token);
  if (res !== null && isOurs(res))
    return {
      status: 'fail',
      detail: `a connector is running on port ${port}, but it refused the token given`,
      fix: 'Pass the token that connector uses (its --token or $MCP_BRIDGE_TOKEN) with --token.',
    };
  const servers = res?.status === 200 ? healthServers(res.body) : null;
  if (!servers) return otherProgram(port, res?.status);
  ctx.facts.running = { baseUrl, token, serverNames: servers.map((s) => s.name) };
  const states = servers
    .map((s) => `${s.name}: ${s.state}${s.lastError ? ` (${s.lastError})` : ''}`)
    .join(', ');
  const down = servers.filter((s) => s.state !== 'running');
  if (down.length > 0)
    return {
      status: 'warn',
      detail: `our connector is running on port ${port}; servers: ${states}`,
      fix: `Look at the connector's terminal for why ${down.map((s) => s.name).join(', ')} is not running.`,
    };
  return { status: 'pass', detail: `our connector is running on port ${port}; servers: ${states || 'none'}` };
}

interface Probe {
  status: number;
  authenticate: string | null;
  body: string;
}

/** GET /health, with the bearer token only when given; null when nothing answers HTTP. */
function probeHealth(baseUrl: string, token: string | undefined): Promise<Probe | null> {
  return untilAnswered(PROBE_TIMEOUT_MS, async (signal) => {
    const res = await fetch(`${baseUrl}/health`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
    return { status: res.status, authenticate: res.headers.get('www-authenticate'), body: await res.text() };
  }).catch(() => null);
}

/** Our connector's answer to a request without (or with a wrong) token: 401 with its own challenge. */
const isOurs = (probe: Probe) => probe.status === 401 && probe.authenticate === WWW_AUTHENTICATE;

function otherProgram(port: number, status: number | undefined): Verdict {
  return {
    status: 'fail',
    detail: `port ${port} is in use by another program (GET /health answered ${status ?? 'nothing'}, not as the connector does)`,
    fix: otherProgramFix(port),
  };
}

/** null when the port could be bound (then it is released at once), else the error code. */
function tryBind(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(null)));
  });
}

function healthServers(body: string): HealthServer[] | null {
  try {
    const value = JSON.parse(body) as { ok?: unknown; servers?: unknown };
    if (value.ok === true && Array.isArray(value.servers)) return value.servers as HealthServer[];
  } catch {
    // Not JSON: not our connector.
  }
  return null;
}

function otherProgramFix(port: number): string {
  return `Pick another port with --port (for example --port ${suggestPort(port)}), or stop the program that holds ${port}.`;
}

function suggestPort(port: number): number {
  return port >= 65535 ? port - 1 : port + 1;
}
