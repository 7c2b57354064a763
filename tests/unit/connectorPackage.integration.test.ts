// The connector as users get it: the product build's tarball, installed by npm into an empty folder outside the
// repo, run through its bin with a real stdio server, and reached by the SDK client with the origin the build
// baked in. Then the exact user command, `npx -y <app origin>/connector.tgz?v=<hash>`, against a served tarball,
// and again after a redeploy: npx caches by URL, so only the new hash in the command brings the new package.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import {
  CONNECTOR_MANIFEST,
  CONNECTOR_TARBALL,
  connectorPackageCommand,
  parseConnectorManifest,
} from '../../bridge/protocol/connectorPackage';
import { watchOutput } from '../../connector/test/cliProcess';
import { serverEntry } from '../../connector/test/fixtures';
import { packConnector } from '../../scripts/build-connector';
import { startStaticServer } from '../../scripts/lib/staticServer';
import { npmSetting, npxInstallDir, OFFLINE_NPM, userEnv } from '../e2e/lib/userShell';

const ORIGIN = 'https://bridge.example';
/** The same deployment's next build, with another origin baked in: other contents at the same URL. */
const NEXT_ORIGIN = 'https://next.bridge.example';
const TOKEN = 'package-test-token-0123456789abc';
const BIN = 'mcp-multi-bridge-connector';
const run = promisify(execFile);

const shellEnv = userEnv();
const offlineEnv = { ...shellEnv, ...OFFLINE_NPM };

let work = '';
let tarball = '';
let version = '';
const children: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'connector-package-'));
  ({ tarball, version } = await packConnector({
    appOrigin: ORIGIN,
    outFile: join(work, 'served', CONNECTOR_TARBALL),
  }));
}, 60_000);

afterAll(async () => {
  await Promise.all(children.map(stopProcess));
  await rm(work, { recursive: true, force: true });
});

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGTERM');
  });
}

/** Package names under node_modules, scoped ones as `@scope/name`. */
async function installedPackages(nodeModules: string): Promise<string[]> {
  const names: string[] = [];
  for (const entry of await readdir(nodeModules)) {
    if (entry.startsWith('.')) continue;
    if (entry.startsWith('@'))
      for (const scoped of await readdir(join(nodeModules, entry))) names.push(`${entry}/${scoped}`);
    else names.push(entry);
  }
  return names.sort();
}

describe('the connector package', () => {
  it('installs from its tarball into an empty folder and serves a real MCP server', async () => {
    const project = join(work, 'install');
    await mkdir(project);
    await run('npm', ['install', tarball, '--prefer-offline', '--no-audit', '--no-fund'], {
      cwd: project,
      env: offlineEnv,
    });

    const installed = await installedPackages(join(project, 'node_modules'));
    expect(installed).toEqual(expect.arrayContaining([BIN, '@modelcontextprotocol/server', 'jsonc-parser']));
    for (const devOnly of ['react', 'react-dom', 'vite', 'vitest', 'esbuild', 'tsx', 'typescript'])
      expect(installed).not.toContain(devOnly);

    const config = join(work, 'mcp.json');
    await writeFile(
      config,
      JSON.stringify({
        mcpServers: {
          memory: {
            command: 'node',
            args: [serverEntry('@modelcontextprotocol/server-memory')],
            env: { MEMORY_FILE_PATH: join(work, 'memory.jsonl') },
          },
        },
      }),
    );
    // No --allow-origin: the origin the build baked in is the one allowed and the one the pairing link opens.
    const connector = spawn(
      join(project, 'node_modules', '.bin', BIN),
      ['--config', config, '--port', '0', '--token', TOKEN],
      { cwd: project, env: shellEnv, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    children.push(connector);
    const output = watchOutput(connector);
    const [serverUrl, pairingLink] = await Promise.all([
      output.printed(/http:\/\/127\.0\.0\.1:\d+\/servers\/memory\/mcp/),
      output.printed(/\S+#pair=\S+/),
    ]);
    expect(pairingLink.startsWith(`${ORIGIN}/#pair=`)).toBe(true);

    // The repo's default origin is not allowed by this deployment's connector.
    const otherOrigin = await fetch(serverUrl, {
      method: 'POST',
      headers: { Origin: 'http://127.0.0.1:4310', Authorization: `Bearer ${TOKEN}` },
    });
    expect(otherOrigin.status).toBe(403);

    const client = new Client({ name: 'package-test', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(serverUrl), {
        requestInit: { headers: { Origin: ORIGIN, Authorization: `Bearer ${TOKEN}` } },
      }),
    );
    try {
      const { tools } = await client.listTools();
      expect(tools.map((tool) => tool.name)).toEqual(
        expect.arrayContaining(['create_entities', 'read_graph']),
      );
      await client.callTool({
        name: 'create_entities',
        arguments: { entities: [{ name: 'Ada', entityType: 'person', observations: ['installed by npm'] }] },
      });
      const graph = await client.callTool({ name: 'read_graph', arguments: {} });
      expect(JSON.stringify(graph.content)).toContain('installed by npm');
    } finally {
      await client.close();
    }
    await stopProcess(connector);
  }, 120_000);

  it('writes its content hash beside the tarball: the same for the same contents, new for new ones', async () => {
    const manifest = parseConnectorManifest(await readFile(join(work, 'served', CONNECTOR_MANIFEST), 'utf8'));
    expect(manifest).toEqual({ version });
    const again = await packConnector({ appOrigin: ORIGIN, outFile: join(work, 'again', CONNECTOR_TARBALL) });
    expect(again.version).toBe(version);
    const other = await packConnector({
      appOrigin: NEXT_ORIGIN,
      outFile: join(work, 'other', CONNECTOR_TARBALL),
    });
    expect(other.version).not.toBe(version);
    expect(connectorPackageCommand(ORIGIN, { version: other.version })).not.toBe(
      connectorPackageCommand(ORIGIN, { version }),
    );
  }, 60_000);

  it('runs with the exact user command, and a redeployed package reaches the user through its new hash', async () => {
    const served = join(work, 'served');
    const server = await startStaticServer({ root: served });
    const cache = await npmSetting('cache');
    if (!cache) throw new Error('npm has no cache folder');
    // The folders npx installs into are this test's to remove.
    const npxDirs: string[] = [];
    const empty = join(work, 'empty');
    await mkdir(empty);
    /**
     * Runs the command as shown (the server's origin in place of the app's) in a shell as strict as zsh about
     * `?` (bash with failglob), and returns the bundle of the package npx ran.
     */
    const runAsUser = async (command: string) => {
      const typed = command.replace(ORIGIN, server.url);
      const url = /"([^"]+)"/.exec(typed)?.[1] ?? '';
      const npxDir = npxInstallDir(cache, url);
      npxDirs.push(npxDir);
      const { stdout } = await run('bash', ['-O', 'failglob', '-c', `${typed} --help`], {
        cwd: empty,
        env: offlineEnv,
      });
      expect(stdout).toContain('--config');
      const npxInstall = JSON.parse(await readFile(join(npxDir, 'package.json'), 'utf8')) as {
        dependencies: Record<string, string>;
      };
      expect(npxInstall.dependencies).toEqual({ [BIN]: url });
      expect(await readdir(empty)).toEqual([]);
      return readFile(join(npxDir, 'node_modules', BIN, 'dist', 'cli.js'), 'utf8');
    };
    try {
      const command = connectorPackageCommand(ORIGIN, { version });
      expect(command).toBe(`npx -y "${ORIGIN}/${CONNECTOR_TARBALL}?v=${version}"`);
      expect(await runAsUser(command)).toContain(JSON.stringify(ORIGIN));

      // The redeploy: a new package at the same path. Its command differs, and npx installs and runs it.
      const next = await packConnector({ appOrigin: NEXT_ORIGIN, outFile: join(served, CONNECTOR_TARBALL) });
      const nextCommand = connectorPackageCommand(ORIGIN, { version: next.version });
      expect(nextCommand).not.toBe(command);
      const ran = await runAsUser(nextCommand);
      expect(ran).toContain(JSON.stringify(NEXT_ORIGIN));
      expect(ran).not.toContain(JSON.stringify(ORIGIN));
    } finally {
      await server.stop();
      await Promise.all(npxDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    }
  }, 120_000);
});
