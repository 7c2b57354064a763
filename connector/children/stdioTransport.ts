// How a configured server is started: its command ("node" is the Node running the connector), its arguments
// as an array, never through a shell, its env and cwd, and its stderr piped for the log.
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { StdioServerSpec } from '../discovery/serverConfig.js';

/** The transport that spawns a configured server; the doctor uses it too, so it checks the very same start. */
export function stdioTransportFor(spec: StdioServerSpec): StdioClientTransport {
  const command = spec.command === 'node' ? process.execPath : spec.command;
  // Arguments go to spawn() as an array with shell: false (the SDK's default); nothing is ever
  // interpreted by a shell, so "; rm -rf" in args stays a literal argument.
  return new StdioClientTransport({
    command,
    args: spec.args ?? [],
    ...(spec.env ? { env: spec.env } : {}),
    ...(spec.cwd ? { cwd: spec.cwd } : {}),
    stderr: 'pipe',
  });
}
