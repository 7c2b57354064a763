// The real MCP servers the bench talks to: stdio servers from node_modules (run with this Node, not a
// shell shim) and SDK clients for them, direct over stdio or through the connector over Streamable HTTP.
import { setMaxListeners } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport, type FetchLike } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { binEntry } from '../../scripts/lib/stack';

export interface StdioSpec {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export async function stdioSpec(packageName: string, args: string[] = [], env?: Record<string, string>) {
  const spec: StdioSpec = { command: process.execPath, args: [await binEntry(packageName), ...args] };
  if (env) spec.env = env;
  return spec;
}

/** A server-memory spec with its own empty memory file; `cleanup` removes the folder. */
export async function memorySpec(): Promise<{ spec: StdioSpec; cleanup: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'mcp-bench-memory-'));
  const spec = await stdioSpec('@modelcontextprotocol/server-memory', [], {
    MEMORY_FILE_PATH: join(dir, 'memory.jsonl'),
  });
  return { spec, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

export async function stdioClient(spec: StdioSpec): Promise<Client> {
  const client = new Client({ name: 'mcp-bench', version: '0.1.0' });
  const env = { ...(process.env as Record<string, string>), ...spec.env };
  await client.connect(
    new StdioClientTransport({ command: spec.command, args: spec.args, env, stderr: 'ignore' }),
  );
  return client;
}

/**
 * The SDK's HTTP transport gives one AbortSignal to every fetch, and Node's fetch lets go of its listener on
 * it only once the request is garbage-collected: past 1,500 calls between collections, Node prints a warning
 * per call. Lifting that signal's listener limit keeps the bench's output readable and changes nothing else.
 */
const fetchWithoutListenerWarning: FetchLike = (url, init) => {
  if (init?.signal) setMaxListeners(0, init.signal);
  return fetch(url, init);
};

export async function httpClient(url: string, token: string): Promise<Client> {
  const client = new Client({ name: 'mcp-bench', version: '0.1.0' });
  const transport = new StreamableHTTPClientTransport(new URL(url), {
    requestInit: { headers: { authorization: `Bearer ${token}` } },
    fetch: fetchWithoutListenerWarning,
  });
  await client.connect(transport);
  return client;
}
