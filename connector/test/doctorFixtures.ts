// Servers and ports for the doctor's tests: the misconfigured servers it must recognise, and a free port.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { startConnector, type RunningConnector } from '../cli/startConnector.js';
import type { DoctorContext, DoctorInput } from '../doctor/types.js';
import { serverEntry, TEST_ORIGIN } from './fixtures.js';

// Test code may import the tooling (eslint.config.js TEST_CODE); the product connector may not.
export { freePort } from '../../scripts/lib/freePort.js';

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

/** What one doctor check runs with when a test runs it alone: `input` over defaults it doesn't look at. */
export function doctorContext(input: Partial<DoctorInput> = {}): DoctorContext {
  return {
    input: {
      servers: {},
      port: 0,
      allowedOrigins: [TEST_ORIGIN],
      appOrigin: TEST_ORIGIN,
      timeoutMs: 10_000,
      ...input,
    },
    facts: { roundTrips: new Map() },
  };
}
