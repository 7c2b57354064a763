// The app as a user would host it: built for an https origin on a real host name, its dist/ served by a
// plain static host that applies dist/_headers (as Netlify and Cloudflare Pages do) and nothing else (no
// pairing route, unlike `npm start`), the demo chat on a site of its own, and the connector as a user gets
// it: the command the deployed dashboard's Install tab shows, run by npx from an empty folder, finding the
// user's servers in their Cursor config. Chromium maps both names to 127.0.0.1 and accepts the throwaway
// certificate; npm reaches the host through a proxy that does the same, and trusts the certificate.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import {
  CONNECTOR_MANIFEST,
  CONNECTOR_TARBALL,
  connectorPackageCommand,
  parseConnectorManifest,
} from '../../../bridge/protocol/connectorPackage';
import { launchChromium } from '../../../scripts/lib/browser';
import { buildProduct, freePort } from '../../../scripts/lib/buildProduct';
import { startDemoServer, type DemoServer } from '../../../scripts/lib/demoServer';
import { DEMO_WORKSPACE } from '../../../scripts/lib/paths';
import { binEntry } from '../../../scripts/lib/stack';
import { startStaticServer, type StaticServer } from '../../../scripts/lib/staticServer';
import { startConnectorCommand, type ConnectorCli } from './connectorCli';
import { startHostProxy, type HostProxy } from './hostProxy';
import { selfSignedCert } from './selfSignedCert';
import { npxInstallDir, userShellEnv } from './userShell';

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
  /** The connector command the deployed dashboard showed, which the connector was started with. */
  connectorCommand: string;
  connector: ConnectorCli;
  /** The proxy npm reached the deployment through; its `tunnels` show npm fetched from there. */
  npmProxy: HostProxy;
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

    const browser = await launchChromium([
      `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1,MAP ${CHAT_HOST} 127.0.0.1`,
    ]);
    cleanups.push(() => browser.close());

    // The user's servers, where Cursor keeps them: the connector finds them itself (no --config).
    const home = join(work, 'home');
    const memoryFile = join(work, 'memory.jsonl');
    const [filesystemEntry, memoryEntry] = await Promise.all([
      binEntry('@modelcontextprotocol/server-filesystem'),
      binEntry('@modelcontextprotocol/server-memory'),
    ]);
    await mkdir(join(home, '.cursor'), { recursive: true });
    await writeFile(
      join(home, '.cursor', 'mcp.json'),
      JSON.stringify({
        mcpServers: {
          filesystem: { command: 'node', args: [filesystemEntry, DEMO_WORKSPACE] },
          memory: { command: 'node', args: [memoryEntry], env: { MEMORY_FILE_PATH: memoryFile } },
        },
      }),
    );

    const connectorCommand = await shownConnectorCommand(browser, appOrigin);
    const npmProxy = await startHostProxy([APP_HOST]);
    cleanups.push(() => npmProxy.stop());
    const env = await userShellEnv({ home, httpsProxy: npmProxy.url, cert: tls.cert, workDir: work });
    // It goes to a shell: exactly the command for this build's package, nothing else a page could put there.
    const version = parseConnectorManifest(
      await readFile(join(distDir, CONNECTOR_MANIFEST), 'utf8'),
    )?.version;
    if (!version || connectorCommand !== connectorPackageCommand(appOrigin, { version }))
      throw new Error(`the Install tab shows an unexpected connector command: ${connectorCommand}`);
    const url = `${appOrigin}/${CONNECTOR_TARBALL}?v=${version}`;
    const cache = env.npm_config_cache;
    if (cache) cleanups.push(() => rm(npxInstallDir(cache, url), { recursive: true, force: true }));
    const folder = join(work, 'empty');
    await mkdir(folder);
    // The command as shown, plus `--port 0`: the default port is fixed, and another run on this machine may
    // hold it. No --config, no --allow-origin: discovery and the origin baked into the package do that.
    const connector = await startConnectorCommand(`${connectorCommand} --port 0`, { cwd: folder, env });
    cleanups.push(() => connector.stop());

    return {
      appOrigin,
      distDir,
      app,
      chat,
      chatUrl: `https://${CHAT_HOST}:${chat.port}/`,
      connectorCommand,
      connector,
      npmProxy,
      memoryFile,
      browser,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** The connector command the deployed dashboard's Install tab shows, once it names the package's version. */
async function shownConnectorCommand(browser: Browser, appOrigin: string): Promise<string> {
  const context = await browser.newContext({ ignoreHTTPSErrors: true });
  try {
    const page = await context.newPage();
    await page.goto(`${appOrigin}/`);
    await page.getByRole('tab', { name: 'Install' }).click();
    const command = page.getByRole('region', { name: 'Local connector' }).locator('code');
    await command.filter({ hasText: '?v=' }).waitFor({ timeout: 20_000 });
    return ((await command.textContent()) ?? '').trim();
  } finally {
    await context.close();
  }
}
