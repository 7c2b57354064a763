// Reads the memory server's graph directly through the connector (not through the product), so a test can
// tell whether a tool really ran, and how often.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import type { E2eEnv } from './stackFixture';

export interface MemoryGraph {
  entities: Array<{ name: string; entityType: string; observations: string[] }>;
}

/** Any test stack works: only the connector and the app origin are used. */
export async function readMemoryGraph(env: Pick<E2eEnv, 'stack' | 'appOrigin'>): Promise<MemoryGraph> {
  const client = new Client({ name: 'e2e-check', version: '1.0.0' });
  const url = new URL(env.stack.connector.serverUrl('memory'));
  await client.connect(
    new StreamableHTTPClientTransport(url, {
      requestInit: {
        headers: { Authorization: `Bearer ${env.stack.connector.token}`, Origin: env.appOrigin },
      },
    }),
  );
  try {
    const result = await client.callTool({ name: 'read_graph', arguments: {} });
    const text = (result.content as Array<{ text?: string }>).map((c) => c.text ?? '').join('');
    return JSON.parse(text) as MemoryGraph;
  } finally {
    await client.close();
  }
}

export async function memoryEntityNames(env: Pick<E2eEnv, 'stack' | 'appOrigin'>): Promise<string[]> {
  return (await readMemoryGraph(env)).entities.map((entity) => entity.name);
}
