// supergateway (dev dependency), the stdio → Streamable HTTP bridge people use instead of our connector, run
// the way that compares like with like: `--stateful` (one session per client, as ours), logging off (it
// would print every message), on 127.0.0.1 (`loopbackListen.mjs`), started and stopped by the bench.
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { binEntry } from '../../scripts/lib/stack';
import { freePort } from '../../scripts/lib/buildProduct';
import { ownProcess, waitUntilReady } from './benchProcess';
import type { StdioSpec } from './servers';

const HEALTH_PATH = '/healthz';
const LOOPBACK_PRELOAD = join(dirname(fileURLToPath(import.meta.url)), 'loopbackListen.mjs');

export interface RunningGateway {
  /** supergateway's own process (the server it spawned is another). */
  pid: number | undefined;
  /** The Streamable HTTP endpoint, `http://127.0.0.1:<port>/mcp`. */
  url: string;
  /** Its version and flags, for results.json. */
  describe: string;
  /** Ends supergateway and, through its own shutdown, the server process it spawned. */
  stop(): Promise<void>;
}

/** supergateway's `--stdio` is a shell command line: each word single-quoted so none is interpreted. */
function shellLine(spec: StdioSpec): string {
  const quote = (word: string) => `'${word.replaceAll("'", `'\\''`)}'`;
  // `exec` replaces the shell: no shell process sits between supergateway and the server.
  return ['exec', ...[spec.command, ...spec.args].map(quote)].join(' ');
}

export async function startSupergateway(spec: StdioSpec): Promise<RunningGateway> {
  const port = await freePort();
  const entry = await binEntry('supergateway');
  const flags = [
    '--outputTransport',
    'streamableHttp',
    '--stateful',
    '--port',
    String(port),
    '--healthEndpoint',
    HEALTH_PATH,
    '--logLevel',
    'none',
  ];
  const args = ['--import', LOOPBACK_PRELOAD, entry, '--stdio', shellLine(spec), ...flags];
  // stdin stays a pipe: supergateway shuts down (children included) when its stdin closes, which is both our
  // stop signal and a safety net if the bench dies.
  const gateway = spawn(process.execPath, args, {
    env: { ...process.env, ...spec.env },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = ownProcess(gateway, (child) => child.stdin?.end());
  try {
    await waitUntilReady(gateway, `${base}${HEALTH_PATH}`, {}, async (response) => response.ok);
  } catch (error) {
    await stop();
    throw error;
  }
  const describe = `supergateway ${await packageVersion(entry)} ${flags.join(' ')}`;
  return { pid: gateway.pid, url: `${base}/mcp`, describe, stop };
}

/** The version in the package.json next to the bin entry's folder (`<package>/dist/index.js`). */
async function packageVersion(entry: string): Promise<string> {
  const manifest = JSON.parse(await readFile(join(dirname(entry), '..', 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? 'unknown';
}
