// The two ways in (a --config file, or discovery) end in one plan, with the link's remote servers capped
// at what the dashboard accepts.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_REMOTES } from '../../bridge/protocol/pairing.js';
import { serversToServe } from './serversToServe.js';
import type { DiscoveryEnv } from './types.js';

let root = '';
let denv: DiscoveryEnv;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'serve-plan-'));
  denv = { home: join(root, 'home'), cwd: join(root, 'project'), platform: 'linux', env: {} };
  mkdirSync(denv.cwd, { recursive: true });
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const remotes = (count: number) =>
  Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`r${i}`, { url: `https://r${i}.example/mcp` }]),
  );

describe('what the CLI serves', () => {
  it('reads a --config file relative to the working directory, with its notes', async () => {
    writeFileSync(
      join(denv.cwd, 'mcp.json'),
      JSON.stringify({ mcpServers: { a: { command: 'x' }, off: { command: 'y', disabled: true } } }),
    );
    const lines: string[] = [];
    const plan = await serversToServe(
      { configPath: 'mcp.json', from: undefined },
      { denv, print: (l) => lines.push(l) },
    );
    expect(Object.keys(plan.servers)).toEqual(['a']);
    expect(lines).toEqual(['note: server "off" is disabled; skipped']);
    await expect(
      serversToServe({ configPath: 'missing.json', from: undefined }, { denv, print: () => undefined }),
    ).rejects.toThrow(/^cannot read missing\.json: ENOENT/);
  });

  it(`keeps at most ${MAX_REMOTES} remote servers for the link and names the others`, async () => {
    mkdirSync(join(denv.cwd, '.cursor'));
    writeFileSync(
      join(denv.cwd, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: remotes(MAX_REMOTES + 2) }),
    );
    const lines: string[] = [];
    const plan = await serversToServe(
      { configPath: undefined, from: ['project'] },
      { denv, print: (l) => lines.push(l) },
    );
    expect(plan.remotes).toHaveLength(MAX_REMOTES);
    expect(lines.at(-1)).toBe(
      `Only ${MAX_REMOTES} remote servers fit in a pairing link; add these in the dashboard: r20, r21`,
    );
  });

  it('skips a remote entry the dashboard would refuse, instead of spoiling the whole link', async () => {
    writeFileSync(
      join(denv.cwd, '.mcp.json'),
      JSON.stringify({
        mcpServers: {
          long: { url: `https://long.example/${'a'.repeat(2100)}` },
          badheader: { url: 'https://h.example/mcp', headers: { 'Bad Header': 'x' } },
          manyheaders: {
            url: 'https://m.example/mcp',
            headers: Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`X-H${i}`, 'v'])),
          },
          fine: { url: 'https://fine.example/mcp' },
        },
      }),
    );
    const lines: string[] = [];
    const plan = await serversToServe(
      { configPath: undefined, from: ['project'] },
      { denv, print: (l) => lines.push(l) },
    );
    expect(plan.remotes.map((r) => r.name)).toEqual(['fine']);
    const out = lines.join('\n');
    expect(out).toContain('long  skipped: its URL is longer than 2048 characters');
    expect(out).toContain('badheader  skipped: "Bad Header" is not a valid HTTP header name');
    // Checked by the dashboard's own reader, which refuses more than 20 header names.
    expect(out).toContain('manyheaders  skipped: it lists malformed header names');
  });
});
