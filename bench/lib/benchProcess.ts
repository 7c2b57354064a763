// A server the bench runs as its own process: wait until it answers over HTTP, and stop it for sure.
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';

const READY_TIMEOUT_MS = 15_000;
const STOP_TIMEOUT_MS = 8_000;

/** Polls `url` until `isReady` accepts the response; fails early if the process exits. */
export async function waitUntilReady(
  child: ChildProcess,
  url: string,
  init: RequestInit,
  isReady: (response: Response) => Promise<boolean>,
): Promise<void> {
  const deadline = performance.now() + READY_TIMEOUT_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    const ready = await fetch(url, init)
      .then(isReady)
      .catch(() => false);
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

/**
 * The way to stop `child`: `ask` (a signal, closing its stdin), then SIGKILL if it has not exited in time.
 * `ask` also runs when the bench itself exits, so a run cut short by its time limit leaves no process behind.
 */
export function ownProcess(child: ChildProcess, ask: (child: ChildProcess) => void): () => Promise<void> {
  const onBenchExit = () => ask(child);
  process.once('exit', onBenchExit);
  return async () => {
    process.off('exit', onBenchExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    ask(child);
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };
}
