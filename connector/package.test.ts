// The connector's npm package (package.json here, bundled by scripts/build-connector.ts): its dependencies are
// the versions the repo's own lock resolves, and its bundle leaves no import to a package it doesn't declare.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
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
      dir = await mkdtemp(join(tmpdir(), 'connector-bundle-'));
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
  });
});
