// The official "everything" MCP server (@modelcontextprotocol/server-everything) over Streamable HTTP on
// 127.0.0.1, as its own process: the reference server the MCP Inspector is tried against (progress, logging).
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoPath } from '../../../scripts/lib/paths';

export interface EverythingServer {
  /** The MCP endpoint, `http://127.0.0.1:<port>/mcp`. */
  url: string;
  stop(): Promise<void>;
}

const ENTRY = repoPath('node_modules', '@modelcontextprotocol', 'server-everything', 'dist', 'index.js');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function startEverythingServer(): Promise<EverythingServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [ENTRY, 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server-everything did not start: ${output}`)), 20_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes(`listening on port ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then(() => reject(new Error(`server-everything exited: ${output}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
