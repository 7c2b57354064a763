// Benchmark 4: 50 concurrent calls spread over 5 real servers through one hub. The hub's host is backed by
// the real ConnectionManager (Streamable HTTP to the connector, which runs 5 server-memory processes); the
// page is a real SDK Client over an in-memory pair. Every call must be answered exactly once.
import { Client } from '@modelcontextprotocol/client';
import { startConnector } from '../connector/cli/startConnector';
import { createHub } from '../bridge/hub/createHub';
import { CALL_META_KEY } from '../bridge/protocol/constants';
import { connectInMemoryPage } from '../scripts/lib/inMemoryPage';
import { BenchHost } from './lib/benchHost';
import { row, type BenchResult } from './lib/report';
import { memorySpec, type StdioSpec } from './lib/servers';
import { fmt, summarize } from './lib/stats';

const NAME = 'load';
const SERVERS = 5;
const CONCURRENT = 50;
const ROUNDS = 12;
const MAX_MS = 40_000;
const PAGE_ORIGIN = 'https://chat.bench.example';

export async function runHubLoad(): Promise<BenchResult> {
  const specs = await Promise.all(Array.from({ length: SERVERS }, () => memorySpec()));
  const servers: Record<string, StdioSpec> = {};
  specs.forEach(({ spec }, i) => (servers[`memory${i + 1}`] = spec));
  const connector = await startConnector({ servers, port: 0, allowedOrigins: ['http://127.0.0.1:1'] });
  const host = new BenchHost();
  const hub = createHub(host);
  const client = new Client({ name: 'bench-page', version: '0.1.0' });
  try {
    await connector.ready();
    host.setServers(
      connector.serverNames.map((name) => ({
        id: name,
        name,
        url: connector.serverUrl(name),
        transport: 'streamable-http',
        enabled: true,
        bearerToken: connector.token,
      })),
    );
    await host.connected();
    const pageSide = await connectInMemoryPage(hub, client, PAGE_ORIGIN);
    // Count every JSON-RPC response the page receives, by request id, below the SDK client.
    const responses = new Map<string | number, number>();
    const deliver = pageSide.onmessage;
    pageSide.onmessage = (message, extra) => {
      if ('id' in message && message.id !== undefined && ('result' in message || 'error' in message))
        responses.set(message.id, (responses.get(message.id) ?? 0) + 1);
      deliver?.(message, extra);
    };
    const toolNames = connector.serverNames.map((server) => `${server}__search_nodes`);
    const exposed = new Set((await client.listTools()).tools.map((t) => t.name));
    for (const name of toolNames) if (!exposed.has(name)) throw new Error(`hub does not expose ${name}`);

    const latencies: number[] = [];
    const throughputs: number[] = [];
    const failures: string[] = [];
    let sent = 0;
    const deadline = performance.now() + MAX_MS;
    for (let round = 0; round < ROUNDS && performance.now() < deadline; round++) {
      const start = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENT }, async (_, i) => {
          const query = `bench-${round}-${i}`;
          const callStart = performance.now();
          sent++;
          const result = await client.callTool({
            name: toolNames[i % SERVERS] ?? '',
            arguments: { query },
            // A turn per call: this measures the hub's throughput, not its budget of automatic runs per turn.
            _meta: {
              [CALL_META_KEY]: { key: query, callId: String(i), conversation: `round-${round}`, turn: query },
            },
          });
          latencies.push(performance.now() - callStart);
          if (result.isError) failures.push(`${query}: ${JSON.stringify(result.content)}`);
        }),
      );
      // Round 0 warms connections and JIT; it is checked but not timed.
      if (round > 0) throughputs.push((CONCURRENT / (performance.now() - start)) * 1000);
      else latencies.length = 0;
    }
    const answeredTwice = [...responses.values()].filter((n) => n > 1).length;
    const executedTwice = [...host.executions.values()].filter((n) => n > 1).length;
    const callResponses = [...responses.keys()].length;
    const lost = sent - host.executions.size;
    const finishedTwice = [...host.finished.values()].filter((n) => n > 1).length;
    const exact =
      answeredTwice === 0 &&
      executedTwice === 0 &&
      lost === 0 &&
      finishedTwice === 0 &&
      failures.length === 0;
    const latency = summarize(latencies);
    const throughput = summarize(throughputs);
    return {
      rows: [
        row(
          NAME,
          `throughput, ${CONCURRENT} concurrent over ${SERVERS} servers (median)`,
          `${fmt(throughput.median, 0)} calls/s`,
        ),
        row(
          NAME,
          `call latency under load, median | p95 (n=${latency.n})`,
          `${fmt(latency.median)} | ${fmt(latency.p95)} ms`,
        ),
        row(
          NAME,
          'calls sent | executed once | lost | answered/run twice | errors',
          `${sent} | ${host.executions.size} | ${lost} | ${answeredTwice + executedTwice + finishedTwice} | ${failures.length}`,
          'none lost, none twice',
          exact,
        ),
      ],
      figures: {
        servers: SERVERS,
        concurrent: CONCURRENT,
        rounds: throughputs.length + 1,
        throughputCallsPerSecond: throughput,
        latencyMs: latency,
        sent,
        executedDistinct: host.executions.size,
        jsonRpcResponses: callResponses,
        answeredTwice,
        executedTwice,
        finishedTwice,
        lost,
        failures: failures.slice(0, 5),
      },
    };
  } finally {
    await client.close().catch(() => undefined);
    await hub.close();
    await host.manager.close();
    await connector.stop();
    for (const { cleanup } of specs) await cleanup();
  }
}
