// Benchmark 5: what the connector adds to a call. The same server-memory, called 1,000 times in sequence
// through the connector (SDK Streamable HTTP client) and 1,000 times directly (SDK stdio client), in
// alternating blocks so both see the same machine load.
import type { Client } from '@modelcontextprotocol/client';
import { startConnector } from '../connector/startConnector';
import { row, type BenchResult } from './lib/report';
import { httpClient, memorySpec, stdioClient } from './lib/servers';
import { fmt, summarize, timeLoop } from './lib/stats';

const NAME = 'connector';
const CALLS = 1000;
const BLOCK = 100;
/** Per side; a slow machine reports fewer samples rather than running long. */
const MAX_MS_PER_SIDE = 45_000;

export async function runConnectorOverhead(): Promise<BenchResult> {
  const viaConnector = await memorySpec();
  const direct = await memorySpec();
  const connector = await startConnector({
    servers: { memory: viaConnector.spec },
    port: 0,
    allowedOrigins: ['http://127.0.0.1:1'],
  });
  const clients: Client[] = [];
  try {
    await connector.ready();
    const http = await httpClient(connector.serverUrl('memory'), connector.token);
    clients.push(http);
    const stdio = await stdioClient(direct.spec);
    clients.push(stdio);
    const call = (client: Client) => () => client.callTool({ name: 'read_graph', arguments: {} });
    // Warm-up: JIT, sockets and the servers' first file reads.
    for (let i = 0; i < 20; i++) await Promise.all([call(http)(), call(stdio)()]);

    const httpSamples: number[] = [];
    const stdioSamples: number[] = [];
    const budget = { count: BLOCK, maxMs: MAX_MS_PER_SIDE / (CALLS / BLOCK) };
    for (let done = 0; done < CALLS; done += BLOCK) {
      httpSamples.push(...(await timeLoop(budget, call(http))));
      stdioSamples.push(...(await timeLoop(budget, call(stdio))));
    }
    const viaHttp = summarize(httpSamples);
    const viaStdio = summarize(stdioSamples);
    const added = { median: viaHttp.median - viaStdio.median, p95: viaHttp.p95 - viaStdio.p95 };
    return {
      rows: [
        row(
          NAME,
          `read_graph via connector, median | p95 (n=${viaHttp.n})`,
          `${fmt(viaHttp.median)} | ${fmt(viaHttp.p95)} ms`,
        ),
        row(
          NAME,
          `read_graph direct stdio, median | p95 (n=${viaStdio.n})`,
          `${fmt(viaStdio.median)} | ${fmt(viaStdio.p95)} ms`,
        ),
        row(NAME, 'added by the connector, median | p95', `${fmt(added.median)} | ${fmt(added.p95)} ms`),
        row(NAME, 'ratio connector / direct (medians)', `${fmt(viaHttp.median / viaStdio.median)}x`),
      ],
      figures: { tool: 'read_graph', viaConnector: viaHttp, direct: viaStdio, addedMs: added },
    };
  } finally {
    for (const client of clients) await client.close().catch(() => undefined);
    await connector.stop();
    await viaConnector.cleanup();
    await direct.cleanup();
  }
}
