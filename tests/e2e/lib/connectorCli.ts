// Runs a connector command as a user types it (`npx -y "<app origin>/connector.tgz?v=…"`) in a shell as strict
// about `?` as zsh (bash with failglob), and reads the pairing link it prints. It runs in a process group of
// its own, so stopping it also stops what npx started under it (the connector and its MCP servers).
import { spawn } from 'node:child_process';
import { watchOutput } from '../../../connector/test/cliProcess';

export interface ConnectorCli {
  /** The first pairing link printed (`<allowed origin>/#pair=…`); its code works once. */
  pairingLink: string;
  /** Everything printed so far, for failure messages. */
  output(): string;
  stop(): Promise<void>;
}

const PAIRING_LINK = /^\s+(https?:\/\/\S+\/#pair=\S+)$/m;

export async function startConnectorCommand(
  command: string,
  { cwd, env, timeoutMs = 45_000 }: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ConnectorCli> {
  const child = spawn('bash', ['-O', 'failglob', '-c', `exec ${command}`], {
    cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = watchOutput(child);
  /** Signals the whole group; false once no process of it is left. */
  const signalGroup = (signal: NodeJS.Signals | 0): boolean => {
    try {
      process.kill(-child.pid!, signal);
      return true;
    } catch {
      return false;
    }
  };
  const stop = async () => {
    signalGroup('SIGTERM');
    await output.exited;
    // The connector may outlive npx while it stops its servers: wait for the group, then end what is left.
    for (let waited = 0; waited < 5_000 && signalGroup(0); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    signalGroup('SIGKILL');
  };

  // Ready once every server runs: the CLI prints the link first, then this line.
  const ready = await output.printed('All servers are running.', timeoutMs).then(
    () => true,
    () => false,
  );
  const link = PAIRING_LINK.exec(output.all())?.[1];
  if (!ready || !link) {
    await stop();
    throw new Error(`the connector did not start with a pairing link:\n${output.all()}`);
  }
  return { pairingLink: link, output: output.all, stop };
}
