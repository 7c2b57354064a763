// The real connector CLI in a child process (tsx connector/cli.ts), with its output collected, for the
// CLI tests and the browser test that pairs the dashboard with it.
import { spawn } from 'node:child_process';
import { join, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

export interface CliProcess {
  child: ReturnType<typeof spawn>;
  exited: Promise<number | null>;
  /** Resolves once stdout holds `text`; fails if the CLI exits first (the test timeout guards a hang). */
  printed(text: string): Promise<void>;
  out(): string;
  err(): string;
  /** The first pairing link printed for `origin`. */
  pairingLink(origin: string): string | undefined;
}

export function runCli(args: string[], options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}): CliProcess {
  const child = spawn(TSX, [join(ROOT, 'connector', 'cli.ts'), ...args], {
    cwd: options.cwd ?? ROOT,
    env: options.env ?? process.env,
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const printed = (text: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => stdout.includes(text) && resolve();
      check();
      child.stdout.on('data', check);
      void exited.then((code) => reject(new Error(`The CLI exited (${code}) before "${text}": ${stderr}`)));
    });
  const escaped = (origin: string) => origin.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return {
    child,
    exited,
    printed,
    out: () => stdout,
    err: () => stderr,
    pairingLink: (origin) => new RegExp(`${escaped(origin)}/#pair=\\S+`).exec(stdout)?.[0],
  };
}

/** The environment of a CLI that must read its configs from `home` only, never the machine's own. */
export function isolatedEnv(home: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, HOME: home, USERPROFILE: home, ...extra };
  delete env.XDG_CONFIG_HOME;
  delete env.APPDATA;
  return env;
}
