// Starts and stops `bareRelay.mjs` (the floor under any HTTP bridge) as its own process, as supergateway is.
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../scripts/lib/buildProduct';
import { ownProcess, waitUntilReady } from './benchProcess';
import type { StdioSpec } from './servers';

const RELAY = join(dirname(fileURLToPath(import.meta.url)), 'bareRelay.mjs');

export interface RunningRelay {
  pid: number | undefined;
  url: string;
  stop(): Promise<void>;
}

export async function startBareRelay(spec: StdioSpec): Promise<RunningRelay> {
  const port = await freePort();
  const relay = spawn(process.execPath, [RELAY, String(port), spec.command, ...spec.args], {
    env: { ...process.env, ...spec.env },
    stdio: ['pipe', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const stop = ownProcess(relay, (child) => child.stdin?.end());
  try {
    await waitUntilReady(relay, `${base}/health`, {}, async (response) => response.ok);
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: relay.pid, url: `${base}/mcp`, stop };
}
