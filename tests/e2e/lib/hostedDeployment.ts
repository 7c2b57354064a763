// The app as a user would host it: built for an https origin on a real host name, its dist/ served by a
// plain static host that applies dist/_headers (as Netlify and Cloudflare Pages do) and nothing else (no
// pairing route, unlike `npm start`), the demo chat on a site of its own, and the connector started from its
// command line with --allow-origin. Chromium maps both names to 127.0.0.1 and accepts the throwaway certificate.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../../../scripts/lib/browser';
import { buildProduct, freePort } from '../../../scripts/lib/buildProduct';
import { startDemoServer, type DemoServer } from '../../../scripts/lib/demoServer';
import { DEMO_WORKSPACE } from '../../../scripts/lib/paths';
import { binEntry } from '../../../scripts/lib/stack';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';
import { startConnectorCli, type ConnectorCli } from './connectorCli';
import { selfSignedCert } from './selfSignedCert';

/** The app's host name. */
export const APP_HOST = 'bridge.example.test';
/**
 * The chat's host name: another site than the app (example.test vs demo.test), as a real chat site is, so
 * the browser partitions the sidebar's storage there exactly as it does on a hosted deployment.
 */
export const CHAT_HOST = 'chat.demo.test';

export interface HostedDeployment {
  /** `https://bridge.example.test:<port>`, the origin the build was made for. */
  appOrigin: string;
  distDir: string;
  app: StaticServer;
  chat: DemoServer;
  /** The demo chat without the embed snippet, on `https://chat.demo.test:<port>/`. */
  chatUrl: string;
  connector: ConnectorCli;
  /** The memory server's file, to check what a call stored. */
  memoryFile: string;
  browser: Browser;
  stop(): Promise<void>;
}

export async function startHostedDeployment(): Promise<HostedDeployment> {
  const cleanups: (() => Promise<unknown>)[] = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const tls = await selfSignedCert([APP_HOST, CHAT_HOST]);
    const appPort = await freePort();
    const appOrigin = `https://${APP_HOST}:${appPort}`;
    const work = await mkdtemp(join(tmpdir(), 'mcp-bridge-hosted-'));
    cleanups.push(() => rm(work, { recursive: true, force: true }));

    const distDir = join(work, 'dist');
    await buildProduct({ appOrigin, outDir: distDir });
    const app = await startStaticServer({
      root: distDir,
      port: appPort,
      headersFile: join(distDir, '_headers'),
      tls,
    });
    cleanups.push(() => app.stop());

    const chat = await startDemoServer({ appOrigin, workspacePath: '.', withSnippet: false, tls });
    cleanups.push(() => chat.stop());

    const memoryFile = join(work, 'memory.jsonl');
    const configFile = join(work, 'mcp.json');
    const [filesystemEntry, memoryEntry] = await Promise.all([
      binEntry('@modelcontextprotocol/server-filesystem'),
      binEntry('@modelcontextprotocol/server-memory'),
    ]);
    await writeFile(
      configFile,
      JSON.stringify({
        mcpServers: {
          filesystem: { command: 'node', args: [filesystemEntry, DEMO_WORKSPACE] },
          memory: { command: 'node', args: [memoryEntry], env: { MEMORY_FILE_PATH: memoryFile } },
        },
      }),
    );
    const connector = await startConnectorCli([
      '--config',
      configFile,
      '--port',
      '0',
      '--allow-origin',
      appOrigin,
    ]);
    cleanups.push(() => connector.stop());

    const browser = await launchChromium([
      `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1,MAP ${CHAT_HOST} 127.0.0.1`,
    ]);
    cleanups.push(() => browser.close());

    return {
      appOrigin,
      distDir,
      app,
      chat,
      chatUrl: `https://${CHAT_HOST}:${chat.port}/`,
      connector,
      memoryFile,
      browser,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
