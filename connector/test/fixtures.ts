// Shared helpers for the connector's tests: real server entries, a connected SDK client, awaited log lines.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { RunningConnector } from '../cli/startConnector.js';

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

/** A raw `initialize` request and the headers a Streamable HTTP POST needs, for tests that speak HTTP directly. */
export const INIT = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
export const MCP_HEADERS = {
  'Content-Type': 'application/json',
  Accept: 'application/json, text/event-stream',
};

/** The JSON-RPC messages of a Streamable HTTP answer, whichever form the server chose: JSON, or events. */
export async function answerMessages(response: Response): Promise<unknown[]> {
  const type = response.headers.get('content-type') ?? '';
  const text = await response.text();
  if (type.startsWith('application/json')) {
    const body: unknown = JSON.parse(text);
    return Array.isArray(body) ? body : [body];
  }
  if (!type.startsWith('text/event-stream')) throw new Error(`not an MCP answer: ${type} ${text}`);
  return text
    .split('\n')
    .filter((line) => line.startsWith('data: '))
    .map((line) => JSON.parse(line.slice('data: '.length)) as unknown);
}

export async function connectClient(connector: RunningConnector, name: string): Promise<Client> {
  const client = new Client({ name: 'connector-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(connector.serverUrl(name)), {
    requestInit: { headers: { Authorization: `Bearer ${connector.token}` } },
  });
  await client.connect(transport);
  return client;
}

/** Collects log lines; `logged` resolves with the first line containing `text` (at once if one already did). */
export function lineLog(): { log(line: string): void; logged(text: string): Promise<string> } {
  const lines: string[] = [];
  const waiters = new Set<{ text: string; resolve: (line: string) => void }>();
  return {
    log(line) {
      lines.push(line);
      for (const waiter of waiters)
        if (line.includes(waiter.text)) {
          waiters.delete(waiter);
          waiter.resolve(line);
        }
    },
    logged(text) {
      const seen = lines.find((line) => line.includes(text));
      if (seen !== undefined) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.add({ text, resolve }));
    },
  };
}
