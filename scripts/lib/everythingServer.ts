// The official "everything" MCP server (@modelcontextprotocol/server-everything) over Streamable HTTP on
// 127.0.0.1, for the tests and screenshots that need its server-initiated features (elicitation). It allows
// any origin by CORS, as its own launcher sets up, so the app origin can reach it as a user's server.
import { spawn, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { freePort } from './freePort';

export interface EverythingServer {
  url: string;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 20_000;

export async function startEverythingServer(): Promise<EverythingServer> {
  const manifest = createRequire(import.meta.url).resolve(
    '@modelcontextprotocol/server-everything/package.json',
  );
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [join(dirname(manifest), 'dist/index.js'), 'streamableHttp'],
    {
      env: { ...process.env, PORT: String(port) },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => fail(new Error(`server-everything did not start: ${output}`)),
      START_TIMEOUT_MS,
    );
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill();
      reject(error);
    };
    child.once('exit', (code) => fail(new Error(`server-everything exited (${code}): ${output}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (/listening on port/.test(output)) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolve();
      }
    });
  });
  return {
    url: `http://127.0.0.1:${port}/mcp`,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}
