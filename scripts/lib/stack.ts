// The whole local demo: the built app on its origin, the demo chat on another, and the connector serving
// server-filesystem (on demo/workspace), server-memory and server-basic-vanillajs (a tool with an MCP App, so the
// demo shows one in its call card). Used by `npm start` and by the browser tests.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, sep } from 'node:path';
import { connectorServerUrl, type PairingPayload } from '../../bridge/protocol/pairing';
import { startConnector } from '../../connector/cli/startConnector';
import { startDemoServer, type DemoServer } from './demoServer';
import { DEMO_WORKSPACE } from './paths';
import { startStaticServer, type StaticServer } from './staticServer';

type RunningConnector = Awaited<ReturnType<typeof startConnector>>;

export interface StackOptions {
  /** 0 picks a free port; the embed bundle bakes the app origin, so use the port it was built for. */
  appPort: number;
  demoPort: number;
  connectorPort: number;
  /** The built app (vite build + buildEmbed). */
  distDir: string;
  /** Defaults to http://127.0.0.1:<app port>. */
  appOrigin?: string;
  /** Passed to the connector. */
  log?: (line: string) => void;
}

export interface Stack {
  appOrigin: string;
  app: StaticServer;
  demo: DemoServer;
  connector: RunningConnector;
  /** The dashboard (the app opened directly). */
  dashboardUrl: string;
  demoUrl: string;
  cspDemoUrl: string;
  /** A pairing payload with a fresh one-time code (what /local-pairing.json serves). */
  pairing(): PairingPayload;
  stop(): Promise<void>;
}

const requireFromHere = createRequire(import.meta.url);

/** The JS file of a package's bin, so it runs with this Node instead of a shell shim. */
export async function binEntry(packageName: string): Promise<string> {
  const manifestPath = manifestOf(packageName);
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    bin?: string | Record<string, string>;
  };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin ?? {})[0];
  if (!bin) throw new Error(`${packageName} has no bin entry`);
  return join(dirname(manifestPath), bin);
}

/** A package's package.json, also for packages whose `exports` leave it out (the MCP App examples). */
function manifestOf(packageName: string): string {
  try {
    return requireFromHere.resolve(`${packageName}/package.json`);
  } catch {
    // Its main module lies inside the package: the package.json sits at the top of the package's own folder.
    const main = requireFromHere.resolve(packageName);
    const marker = `${sep}node_modules${sep}${packageName.split('/').join(sep)}${sep}`;
    const at = main.lastIndexOf(marker);
    if (at < 0) throw new Error(`Can't find the package.json of ${packageName}`);
    return join(main.slice(0, at + marker.length), 'package.json');
  }
}

/** True for `127.0.0.1:<port>` and `localhost:<port>`, the names this machine's own browser uses. */
export function isLoopbackHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host === `localhost:${port}`;
}

export async function startStack(options: StackOptions): Promise<Stack> {
  const cleanups: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    let pairing: (() => PairingPayload) | null = null;
    const app = await startStaticServer({
      root: options.distDir,
      port: options.appPort,
      // The headers file we ship for static hosts (public/_headers): the tests prove what hosts will send.
      headersFile: join(options.distDir, '_headers'),
      routes: {
        // Only this local stack serves the pairing payload; it is never written into dist. Each read mints a
        // new one-time code; the app reads it only in top-level first-party pages, and asks before using it.
        '/local-pairing.json': (req, res) => {
          // The code buys the token: refuse a rebound DNS name (Host) and other sites' reads (CORP).
          if (!isLoopbackHost(req.headers.host, app.port)) {
            res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' });
            return void res.end('Forbidden host');
          }
          res.writeHead(pairing ? 200 : 503, {
            'content-type': 'application/json; charset=utf-8',
            'cache-control': 'no-store',
            'cross-origin-resource-policy': 'same-origin',
          });
          res.end(JSON.stringify(pairing ? pairing() : { error: 'connector not ready' }));
        },
      },
    });
    cleanups.push(() => app.stop());
    const appOrigin = options.appOrigin ?? app.url;

    // The filesystem server resolves relative paths against its root (the demo workspace), so the assistant
    // asks for "." and the chat never shows a path of this machine.
    const demo = await startDemoServer({ port: options.demoPort, appOrigin, workspacePath: '.' });
    cleanups.push(() => demo.stop());

    const memoryDir = await mkdtemp(join(tmpdir(), 'mcp-bridge-memory-'));
    cleanups.push(() => rm(memoryDir, { recursive: true, force: true }));
    const [filesystemEntry, memoryEntry, appEntry] = await Promise.all([
      binEntry('@modelcontextprotocol/server-filesystem'),
      binEntry('@modelcontextprotocol/server-memory'),
      binEntry('@modelcontextprotocol/server-basic-vanillajs'),
    ]);
    const connector = await startConnector({
      servers: {
        filesystem: { command: process.execPath, args: [filesystemEntry, DEMO_WORKSPACE] },
        memory: {
          command: process.execPath,
          args: [memoryEntry],
          env: { MEMORY_FILE_PATH: join(memoryDir, 'memory.jsonl') },
        },
        clock: { command: process.execPath, args: [appEntry, '--stdio'] },
      },
      port: options.connectorPort,
      allowedOrigins: [appOrigin],
      ...(options.log ? { log: options.log } : {}),
    });
    cleanups.push(() => connector.stop());
    await connector.ready();
    pairing = () => ({
      v: 2,
      connector: connector.baseUrl,
      code: connector.mintPairingCode(),
      servers: [...connector.serverNames],
    });

    return {
      appOrigin,
      app,
      demo,
      connector,
      dashboardUrl: `${appOrigin}/`,
      demoUrl: demo.chatUrl,
      cspDemoUrl: demo.cspUrl,
      pairing,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Streamable HTTP URLs of the connector's servers, for printing. */
export function connectorUrls(pairing: PairingPayload): string[] {
  return pairing.servers.map((name) => connectorServerUrl(pairing.connector, name));
}
