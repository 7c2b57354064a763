// Servers and ports for the doctor's tests: the misconfigured servers it must recognise, and a free port.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StdioServerSpec } from '../config.js';
import { startConnector, type RunningConnector } from '../startConnector.js';
import { serverEntry } from './fixtures.js';

const HERE = dirname(fileURLToPath(import.meta.url));

export const MEMORY_SERVER: StdioServerSpec = {
  command: 'node',
  args: [serverEntry('@modelcontextprotocol/server-memory')],
};
/** Writes an error to stderr and exits 1. */
export const EXITS_AT_START: StdioServerSpec = { command: 'node', args: [join(HERE, 'exits-at-start.mjs')] };
/** Reads stdin and never answers. */
export const SILENT_SERVER: StdioServerSpec = { command: 'node', args: [join(HERE, 'silent-server.mjs')] };
/** Initializes, then fails tools/list. */
export const BROKEN_TOOLS_SERVER: StdioServerSpec = {
  command: 'node',
  args: [join(HERE, 'broken-tools-server.mjs')],
};
export const MISSING_COMMAND: StdioServerSpec = { command: 'mcp-doctor-no-such-command' };

/** A port that was free a moment ago (bound on 127.0.0.1, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** A running connector with the memory server, the allowlist and token the doctor tests probe it with. */
export async function startMemoryConnector(origin: string, token: string): Promise<RunningConnector> {
  const connector = await startConnector({
    servers: { memory: MEMORY_SERVER },
    port: 0,
    allowedOrigins: [origin],
    token,
  });
  await connector.ready();
  return connector;
}
