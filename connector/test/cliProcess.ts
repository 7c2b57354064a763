// The real connector CLI in a child process (tsx connector/cli/cli.ts), with its output collected, for the
// CLI tests and the browser test that pairs the dashboard with it.
import { spawn, type ChildProcess } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** A child's output as it arrives, for tests that wait for a line and read what it printed. */
export interface OutputWatcher {
  exited: Promise<number | null>;
  /**
   * Resolves with the first match of `pattern` (text or RegExp) in stdout; fails, with stderr, if the child
   * exits first or `timeoutMs` passes (without one, the test timeout guards a hang).
   */
  printed(pattern: string | RegExp, timeoutMs?: number): Promise<string>;
  out(): string;
  err(): string;
  /** stdout and stderr interleaved as they arrived, for failure messages. */
  all(): string;
}

export function watchOutput(child: ChildProcess): OutputWatcher {
  let stdout = '';
  let stderr = '';
  let all = '';
  child.stdout!.on('data', (d: Buffer) => ((stdout += d.toString()), (all += d.toString())));
  child.stderr!.on('data', (d: Buffer) => ((stderr += d.toString()), (all += d.toString())));
  const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
  const find = (pattern: string | RegExp) =>
    typeof pattern === 'string'
      ? stdout.includes(pattern)
        ? pattern
        : undefined
      : pattern.exec(stdout)?.[0];
  const printed = (pattern: string | RegExp, timeoutMs?: number) =>
    new Promise<string>((resolve, reject) => {
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(
              () => reject(new Error(`Nothing matched ${String(pattern)} in ${timeoutMs} ms`)),
              timeoutMs,
            );
      const check = () => {
        const match = find(pattern);
        if (match === undefined) return;
        clearTimeout(timer);
        resolve(match);
      };
      check();
      child.stdout!.on('data', check);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`The process exited (${code}) before ${String(pattern)}: ${stderr}`));
      });
    });
  return { exited, printed, out: () => stdout, err: () => stderr, all: () => all };
}

export interface CliProcess extends OutputWatcher {
  child: ChildProcess;
  /** The first pairing link printed for `origin`. */
  pairingLink(origin: string): string | undefined;
}

export function runCli(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CliProcess {
  const child = spawn(TSX, [join(ROOT, 'connector', 'cli', 'cli.ts'), ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
  });
  const output = watchOutput(child);
  const escaped = (origin: string) => origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    child,
    ...output,
    pairingLink: (origin) => new RegExp(`${escaped(origin)}/#pair=\\S+`).exec(output.out())?.[0],
  };
}

/** The environment of a CLI that must read its configs from `home` only, never the machine's own. */
export function isolatedEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, USERPROFILE: home, ...extra };
  delete env.XDG_CONFIG_HOME;
  delete env.APPDATA;
  return env;
}
