// Each source's reader against real files in a temp folder: where each app keeps its config per OS, the
// formats, placeholders, and broken files (named, while the other files are still listed).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { discover } from './discover.js';
import { configFiles } from './locations.js';
import type { DiscoveryEnv, FoundServer } from './types.js';

let root = '';
let denv: DiscoveryEnv;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'discovery-'));
  denv = { home: join(root, 'home'), cwd: join(root, 'project'), platform: 'linux', env: {} };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, content: unknown): string {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const summary = (found: FoundServer[]) =>
  found.map((s) => [s.file.label, s.name, s.kind === 'stdio' ? s.spec.command : s.url]);

describe('discovery', () => {
  it("finds Claude Desktop's config where each OS keeps it", () => {
    const memory = { mcpServers: { memory: { command: 'npx', args: ['-y', 'server-memory'] } } };
    write(join(denv.home, '.config', 'Claude', 'claude_desktop_config.json'), memory);
    expect(summary(discover(denv).found)).toEqual([['Claude Desktop', 'memory', 'npx']]);

    const mac = { ...denv, platform: 'darwin' as const };
    write(join(denv.home, 'Library', 'Application Support', 'Claude', 'claude_desktop_config.json'), {
      mcpServers: { mac: { command: 'mac-server' } },
    });
    expect(summary(discover(mac).found)).toEqual([['Claude Desktop', 'mac', 'mac-server']]);

    const appData = join(root, 'AppData', 'Roaming');
    const win = { ...denv, platform: 'win32' as const, env: { APPDATA: appData } };
    write(join(appData, 'Claude', 'claude_desktop_config.json'), { mcpServers: { win: { command: 'w' } } });
    expect(summary(discover(win).found)).toEqual([['Claude Desktop', 'win', 'w']]);
  });

  it("reads Cursor's user and project files, with ${env:…} and ${workspaceFolder} filled in", () => {
    write(join(denv.home, '.cursor', 'mcp.json'), {
      mcpServers: {
        files: { command: 'node', args: ['${workspaceFolder}/server.js'], env: { KEY: '${env:MY_KEY}' } },
        docs: { url: 'https://docs.example/mcp', headers: { Authorization: 'Bearer very-secret' } },
      },
    });
    write(join(denv.cwd, '.cursor', 'mcp.json'), { mcpServers: { local: { command: 'local-server' } } });
    const found = discover({ ...denv, env: { MY_KEY: 'k-123' } }).found;
    expect(summary(found)).toEqual([
      ['Cursor', 'files', 'node'],
      ['Cursor', 'docs', 'https://docs.example/mcp'],
      ['This folder, for Cursor', 'local', 'local-server'],
    ]);
    // The folder's file is its own source, "project", not "cursor": a cloned repository can ship it.
    expect(found.map((s) => s.file.source)).toEqual(['cursor', 'cursor', 'project']);
    expect(found[0]).toMatchObject({ spec: { args: [`${denv.cwd}/server.js`], env: { KEY: 'k-123' } } });
    expect(found[1]).toMatchObject({ kind: 'remote', transport: 'auto', headerNames: ['Authorization'] });
    expect(JSON.stringify(found[1])).not.toContain('very-secret');
  });

  it('reads VS Code: the workspace mcp.json, and the user settings.json with comments and trailing commas', () => {
    write(join(denv.cwd, '.vscode', 'mcp.json'), {
      inputs: [{ type: 'promptString', id: 'api-key', password: true }],
      servers: {
        git: { type: 'stdio', command: 'uvx', args: ['mcp-server-git'], envFile: '${workspaceFolder}/.env' },
        asks: { type: 'stdio', command: 'srv', env: { KEY: '${input:api-key}' } },
        events: { type: 'sse', url: 'http://127.0.0.1:9000/sse' },
        odd: { type: 'websocket', url: 'ws://x' },
        unset: { command: 'srv', args: ['${env:NOT_SET_ANYWHERE}'] },
      },
    });
    write(join(denv.cwd, '.env'), 'TOKEN=from-env-file\n# comment\nOTHER="quoted"\n');
    write(
      join(denv.home, '.config', 'Code', 'User', 'settings.json'),
      `{
        // the user's editor settings
        "editor.fontSize": 14,
        "mcp": {
          "servers": {
            "fetch": { "type": "http", "url": "https://fetch.example/mcp", }, /* trailing comma above */
          },
        },
      }`,
    );
    const { found, skipped } = discover(denv);
    expect(summary(found)).toEqual([
      ['VS Code (user settings)', 'fetch', 'https://fetch.example/mcp'],
      ['This folder, for VS Code', 'git', 'uvx'],
      ['This folder, for VS Code', 'events', 'http://127.0.0.1:9000/sse'],
    ]);
    expect(found.map((s) => s.file.source)).toEqual(['vscode', 'project', 'project']);
    expect(found[1]).toMatchObject({ spec: { env: { TOKEN: 'from-env-file', OTHER: 'quoted' } } });
    expect(found[2]).toMatchObject({ transport: 'sse' });
    expect(Object.fromEntries(skipped.map((s) => [s.name, s.reason]))).toEqual({
      asks: expect.stringMatching(
        /^uses \$\{input:api-key\}, a value VS Code asks for.*write \$\{env:NAME\}/,
      ),
      odd: 'unknown type "websocket" (known: stdio, http, sse)',
      unset:
        "${env:NOT_SET_ANYWHERE}: NOT_SET_ANYWHERE is not set in the connector's environment; set it and start the connector again",
    });
  });

  it("reads the project's .mcp.json with Claude Code's ${VAR} and ${VAR:-default}", () => {
    write(join(denv.cwd, '.mcp.json'), {
      mcpServers: {
        db: {
          command: 'db-server',
          args: ['--url', '${DB_URL:-sqlite://local.db}'],
          env: { USER: '${DB_USER}' },
        },
        api: { type: 'http', url: 'https://api.example/${TENANT}/mcp' },
      },
    });
    const { found, skipped } = discover({ ...denv, env: { DB_USER: 'me', TENANT: 'acme' } });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({
      file: { source: 'project' },
      spec: { args: ['--url', 'sqlite://local.db'], env: { USER: 'me' } },
    });
    // A value from the environment could be a secret: it never goes into a link.
    expect(skipped).toEqual([
      expect.objectContaining({
        name: 'api',
        reason: expect.stringMatching(/takes a value from the environment/),
      }),
    ]);
  });

  it('names a broken file and still lists the others', () => {
    const broken = write(
      join(denv.home, '.cursor', 'mcp.json'),
      '{\n  "mcpServers": {\n    "a": { "command": "x" }\n    "b": {}\n',
    );
    write(join(denv.cwd, '.mcp.json'), { mcpServers: { ok: { command: 'y' } } });
    write(join(denv.cwd, '.vscode', 'mcp.json'), { servers: ['not', 'an', 'object'] });
    const result = discover(denv);
    expect(summary(result.found)).toEqual([['This folder, for Claude Code', 'ok', 'y']]);
    const errors = result.files.filter((f) => f.state === 'error').map((f) => f.error);
    expect(errors).toEqual([
      `${broken} is not valid JSON at line 4, column 5 (CommaExpected); fix it or leave it out with --from`,
      `${join(denv.cwd, '.vscode', 'mcp.json')}: "servers" is not an object`,
    ]);
  });

  it('skips disabled and unusable entries with a reason, and renames what a URL path cannot hold', () => {
    write(join(denv.cwd, '.mcp.json'), {
      mcpServers: {
        off: { command: 'x', disabled: true },
        'My Server': { command: 'x' },
        bare: {},
        badargs: { command: 'x', args: 'one string' },
        creds: { url: 'https://user:pw@host.example/mcp' },
        ftp: { url: 'ftp://host.example/mcp' },
      },
    });
    const { found, skipped } = discover(denv);
    expect(found.map((s) => [s.name, s.originalName])).toEqual([['My-Server', 'My Server']]);
    expect(Object.fromEntries(skipped.map((s) => [s.name, s.reason]))).toEqual({
      off: 'disabled',
      bare: 'has neither "command" nor "url"',
      badargs: '"args" must be an array of strings',
      creds: expect.stringMatching(/user name or password/),
      ftp: expect.stringMatching(/must start with http/),
    });
  });

  it("looks in each app's place per OS", () => {
    const paths = (platform: NodeJS.Platform, env: Record<string, string> = {}) =>
      configFiles({ home: '/h', cwd: '/p', platform, env }).map((f) => `${f.label}: ${f.path}`);
    expect(paths('linux')).toEqual([
      'Claude Desktop: /h/.config/Claude/claude_desktop_config.json',
      'Cursor: /h/.cursor/mcp.json',
      'VS Code (user settings): /h/.config/Code/User/settings.json',
      'VS Code (user): /h/.config/Code/User/mcp.json',
      'This folder, for Cursor: /p/.cursor/mcp.json',
      'This folder, for VS Code: /p/.vscode/mcp.json',
      'This folder, for Claude Code: /p/.mcp.json',
    ]);
    expect(paths('darwin')).toContain(
      'Claude Desktop: /h/Library/Application Support/Claude/claude_desktop_config.json',
    );
    expect(paths('darwin')).toContain(
      'VS Code (user settings): /h/Library/Application Support/Code/User/settings.json',
    );
    expect(paths('win32', { APPDATA: '/AppData/Roaming' })).toContain(
      'VS Code (user settings): /AppData/Roaming/Code/User/settings.json',
    );
    // Started from the home folder, the folder's Cursor file is the user's: read once, as the user's.
    const fromHome = configFiles({ home: '/h', cwd: '/h', platform: 'linux', env: {} });
    expect(fromHome.filter((f) => f.path === '/h/.cursor/mcp.json').map((f) => f.source)).toEqual(['cursor']);
  });

  it('lists nothing, without errors, when no app has a config', () => {
    const result = discover(denv);
    expect(result.found).toEqual([]);
    expect(result.files.every((f) => f.state === 'absent')).toBe(true);
    expect(result.files.map((f) => f.file.source)).toEqual([
      'claude',
      'cursor',
      'vscode',
      'vscode',
      'project',
      'project',
      'project',
    ]);
  });
});
