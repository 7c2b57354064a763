// The official `server-everything` (prompts, resources, templates, completion, logging, elicitation, progress)
// over its own Streamable HTTP transport on 127.0.0.1, for the tests and screenshots that need a server with
// every MCP feature (elicitation among them). It answers CORS for any origin, so the sidebar reaches it directly.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './freePort';

export interface EverythingServer {
  /** The MCP endpoint, e.g. http://127.0.0.1:41234/mcp */
  url: string;
  stop(): Promise<void>;
}

const STARTUP_MS = 15_000;

function entryScript(): string {
  const require = createRequire(import.meta.url);
  return join(
    dirname(require.resolve('@modelcontextprotocol/server-everything/package.json')),
    'dist',
    'index.js',
  );
}

export async function startEverythingServer(): Promise<EverythingServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [entryScript(), 'streamableHttp'], {
    env: { ...process.env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await new Promise<void>((resolve, reject) => {
    let stderr = '';
    const timer = setTimeout(
      () => reject(new Error(`server-everything did not start: ${stderr}`)),
      STARTUP_MS,
    );
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      if (stderr.includes(`listening on port ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server-everything exited (${code}) at start: ${stderr}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    // Safe to call twice: `exited` settles once, whatever ended the process.
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill();
      await exited;
    },
  };
}
