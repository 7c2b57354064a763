// Our connector as users run it: its CLI (`npm run connector`, i.e. tsx connector/cli/cli.ts) in a process of its
// own, so it shares no event loop with the bench's clients, just as supergateway does not.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connectorServerUrl } from '../../bridge/protocol/pairing';
import { generateToken } from '../../connector/security/token';
import { freePort } from '../../scripts/lib/buildProduct';
import { repoPath } from '../../scripts/lib/paths';
import { ownProcess, waitUntilReady } from './benchProcess';
import type { StdioSpec } from './servers';

export interface ConnectorProcess {
  pid: number | undefined;
  token: string;
  serverUrl(name: string): string;
  /** SIGTERM, as Ctrl-C would: the connector closes its sessions and its servers, then exits. */
  stop(): Promise<void>;
}

export async function startConnectorProcess(servers: Record<string, StdioSpec>): Promise<ConnectorProcess> {
  const dir = await mkdtemp(join(tmpdir(), 'mcp-bench-connector-'));
  const config = join(dir, 'mcp.json');
  await writeFile(config, JSON.stringify({ mcpServers: servers }));
  const [port, token] = [await freePort(), generateToken()];
  const cli = repoPath('connector', 'cli', 'cli.ts');
  // The origin is one no page has, as in the other benchmarks. The token goes through the environment, not
  // the command line, which every user of the machine can read with `ps`.
  const args = ['--import', 'tsx', cli, '--config', config, '--port', String(port)];
  const child = spawn(process.execPath, [...args, '--allow-origin', 'http://127.0.0.1:1'], {
    cwd: repoPath(),
    env: { ...process.env, MCP_BRIDGE_TOKEN: token },
    stdio: 'ignore',
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stopChild = ownProcess(child, (c) => c.kill('SIGTERM'));
  const stop = async () => {
    await stopChild();
    await rm(dir, { recursive: true, force: true });
  };
  const health = { headers: { authorization: `Bearer ${token}` } };
  try {
    await waitUntilReady(child, `${baseUrl}/health`, health, async (response) => {
      const body = (await response.json()) as { servers?: Array<{ state: string }> };
      return response.ok && (body.servers ?? []).every((server) => server.state === 'running');
    });
  } catch (error) {
    await stop();
    throw error;
  }
  return { pid: child.pid, token, serverUrl: (name) => connectorServerUrl(baseUrl, name), stop };
}
