// Shared helpers for the connector's tests: real server entries, a connected SDK client, timeouts.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { RunningConnector } from '../startConnector.js';

const require = createRequire(import.meta.url);

/** The JS entry of an installed server package, read from its package.json "bin". */
export function serverEntry(pkg: string): string {
  const manifestPath = require.resolve(`${pkg}/package.json`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { bin: string | Record<string, string> };
  const bin = typeof manifest.bin === 'string' ? manifest.bin : Object.values(manifest.bin)[0];
  if (!bin) throw new Error(`${pkg} has no bin entry`);
  return join(dirname(manifestPath), bin);
}

export const ARGV_SERVER = join(dirname(fileURLToPath(import.meta.url)), 'argv-server.mjs');
export const TEST_ORIGIN = 'http://127.0.0.1:4310';
export const TEST_TOKEN = 'test-token-0123456789abcdef0123456789abcdef';

export async function connectClient(connector: RunningConnector, name: string): Promise<Client> {
  const client = new Client({ name: 'connector-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(connector.serverUrl(name)), {
    requestInit: { headers: { Authorization: `Bearer ${connector.token}` } },
  });
  await client.connect(transport);
  return client;
}

/** Polls `check` until it returns a value (not undefined) or the time runs out. */
export async function waitFor<T>(
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}
