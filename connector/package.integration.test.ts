// The connector's npm package (package.json here, bundled by scripts/build-connector.ts): its dependencies are
// the versions the repo's own lock resolves, and its bundle leaves no import to a package it doesn't declare.
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleConnector, CONNECTOR_BIN, CONNECTOR_DIR } from '../scripts/build-connector';
import { repoPath } from '../scripts/lib/paths';

interface Manifest {
  bin: Record<string, string>;
  dependencies: Record<string, string>;
}
const readJson = async <T>(path: string) => JSON.parse(await readFile(path, 'utf8')) as T;
const manifest = await readJson<Manifest>(join(CONNECTOR_DIR, 'package.json'));
const lock = await readJson<{ packages: Record<string, { version?: string }> }>(
  repoPath('package-lock.json'),
);

/** Every module specifier the bundle still imports: esbuild writes them as `from "x"`, `import "x"`, `import("x")`. */
function importedSpecifiers(code: string): string[] {
  const pattern =
    /\bfrom\s*"([^"]+)"|\bimport\s*"([^"]+)"|\bimport\(\s*"([^"]+)"\s*\)|\brequire\(\s*"([^"]+)"\s*\)/g;
  return [...new Set([...code.matchAll(pattern)].map((match) => match.slice(1).find(Boolean)!))].sort();
}

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`. */
const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (specifier: string) =>
  specifier.startsWith('node:') || builtinModules.includes(packageOf(specifier));

describe('the connector package', () => {
  it('depends on exactly the versions the root package-lock resolves', () => {
    const locked = Object.fromEntries(
      Object.keys(manifest.dependencies).map((name) => [
        name,
        lock.packages[`node_modules/${name}`]?.version,
      ]),
    );
    expect(manifest.dependencies).toEqual(locked);
  });

  it('runs its bundle as its bin', () => {
    expect(Object.values(manifest.bin)).toEqual([CONNECTOR_BIN]);
  });

  describe('bundle', () => {
    const origin = 'https://bridge.example';
    let dir = '';
    let code = '';
    beforeAll(async () => {
      // Inside the package folder (its dist/ is git-ignored), so the bundle's imports resolve when it runs.
      await mkdir(join(CONNECTOR_DIR, 'dist'), { recursive: true });
      dir = await mkdtemp(join(CONNECTOR_DIR, 'dist', 'test-bundle-'));
      await bundleConnector({ appOrigin: origin, outFile: join(dir, 'cli.js') });
      code = await readFile(join(dir, 'cli.js'), 'utf8');
    });
    afterAll(() => rm(dir, { recursive: true, force: true }));

    it('imports only node builtins and the packages it declares', () => {
      const imported = importedSpecifiers(code);
      // The scan sees the SDK imports, so an empty result can't pass for a clean one.
      expect(imported).toContain('@modelcontextprotocol/server');
      const undeclared = imported.filter(
        (specifier) => !isBuiltin(specifier) && !(packageOf(specifier) in manifest.dependencies),
      );
      expect(undeclared).toEqual([]);
    });

    it('is one executable ESM file with the app origin baked in', () => {
      expect(code.startsWith('#!/usr/bin/env node\n')).toBe(true);
      expect(importedSpecifiers(code).filter((specifier) => specifier.startsWith('.'))).toEqual([]);
      expect(code).toContain(`DEFAULT_APP_ORIGIN = ${JSON.stringify(origin)}`);
      expect(code).not.toContain('__CONNECTOR_APP_ORIGIN__');
    });

    it('ignores $APP_ORIGIN (another project may set it) and says so: the link goes to its own origin', async () => {
      const config = join(dir, 'mcp.json');
      await writeFile(config, JSON.stringify({ mcpServers: { docs: { url: 'https://docs.example/mcp' } } }));
      const child = spawn(process.execPath, [join(dir, 'cli.js'), '--config', config, '--port', '0'], {
        cwd: dir,
        env: { ...process.env, APP_ORIGIN: 'https://other-project.example', MCP_BRIDGE_TOKEN: '' },
      });
      let out = '';
      child.stderr.on('data', (d: Buffer) => (out += d.toString()));
      try {
        await new Promise<void>((resolve, reject) => {
          child.stdout.on('data', (d: Buffer) => {
            out += d.toString();
            if (/#pair=\S+\n/.test(out)) resolve();
          });
          child.on('exit', (c) => reject(new Error(`the bundle exited (${c}): ${out}`)));
        });
      } finally {
        child.kill('SIGKILL');
      }
      expect(out).toContain(
        `$APP_ORIGIN (https://other-project.example) is ignored: this connector was built for ${origin}; pass --allow-origin to allow another origin.`,
      );
      expect(out).toContain(`Allowed origins: ${origin}\n`);
      expect(out).toMatch(new RegExp(`\n  ${origin.replace(/\./g, '\\.')}/#pair=`));
      expect(out).not.toContain('other-project.example/#pair');
    }, 30_000);
  });
});
