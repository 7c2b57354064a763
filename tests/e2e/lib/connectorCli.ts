// Runs the connector the way a user does, `npm run connector -- --config mcp.json --allow-origin <origin>`
// (the CLI through tsx, as the npm script does), and reads the pairing link it prints.
import { spawn } from 'node:child_process';
import { repoPath } from '../../../scripts/lib/paths';

export interface ConnectorCli {
  /** The first pairing link printed (`<allowed origin>/#pair=…`); its code works once. */
  pairingLink: string;
  /** Everything printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const PAIRING_LINK = /^\s+(https?:\/\/\S+\/#pair=\S+)$/m;

export async function startConnectorCli(args: readonly string[], timeoutMs = 30_000): Promise<ConnectorCli> {
  const child = spawn(repoPath('node_modules', '.bin', 'tsx'), [repoPath('connector', 'cli.ts'), ...args], {
    cwd: repoPath(),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (printed += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };

  // Ready once every server runs: the CLI prints the link first, then this line.
  const ready = await new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    const check = () => {
      if (!printed.includes('All servers are running.')) return;
      clearTimeout(timer);
      resolve(true);
    };
    child.stdout.on('data', check);
    void exited.then(() => resolve(false));
  });
  const link = PAIRING_LINK.exec(printed)?.[1];
  if (!ready || !link) {
    await stop();
    throw new Error(`the connector did not start with a pairing link:\n${printed}`);
  }
  return { pairingLink: link, output: () => printed, stop };
}
