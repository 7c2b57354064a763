// Benchmark 5: what the connector adds to a call, next to supergateway (the stdio → Streamable HTTP bridge
// people use instead), to the floor under any such bridge (lib/bareRelay.mjs: Node's HTTP server and a pipe,
// nothing else) and to no bridge at all. Four server-memory processes, one per side: behind our connector,
// behind supergateway, behind the bare relay (all three called with the same SDK Streamable HTTP client, so
// the difference is the bridge), and driven directly with the SDK's stdio client. Sequential calls, then 50
// in flight, in alternating blocks so all sides see the same machine load.
import type { Client } from '@modelcontextprotocol/client';
import { alternate, timeConcurrent } from './lib/alternating';
import { startBareRelay, type RunningRelay } from './lib/bareRelayProcess';
import { startConnectorProcess, type ConnectorProcess } from './lib/connectorProcess';
import {
  concurrentRows,
  sequentialRows,
  type Bridge,
  type LoadFigures,
  type Side,
} from './lib/connectorRows';
import { processCpuMs } from './lib/processCpu';
import type { BenchResult } from './lib/report';
import { httpClient, memorySpec, stdioClient } from './lib/servers';
import { summarize, timeLoop, type Summary } from './lib/stats';
import { startSupergateway, type RunningGateway } from './lib/supergateway';

const BRIDGES: readonly Bridge[] = ['ours', 'supergateway', 'floor'];
const SIDES: readonly Side[] = [...BRIDGES, 'direct'];

/** One value per side (or bridge), made alike for each, so a side added to the lists is measured everywhere. */
function each<K extends Side, T>(keys: readonly K[], make: (key: K) => T): Record<K, T> {
  return Object.fromEntries(keys.map((key) => [key, make(key)])) as Record<K, T>;
}

const WARM_UP_CALLS = 50;
/** 10 blocks of 100: 1,000 sequential calls per side. */
const SEQUENTIAL_BLOCKS = 10;
const SEQUENTIAL_BLOCK = 100;
/** 20 rounds of 50 calls started together: 1,000 concurrent calls per side. */
const CONCURRENT_ROUNDS = 20;
const IN_FLIGHT = 50;
/** A slow machine reports fewer samples rather than running long (the bench allows 180 s in all). */
const MAX_WARM_UP_MS = 5_000;
const MAX_SEQUENTIAL_BLOCK_MS = 3_000;
const MAX_CONCURRENT_MS = 45_000;

/** How each side runs, for results.json. */
const SETUP = {
  ours: 'connector CLI (tsx connector/cli/cli.ts) in its own process, SDK Streamable HTTP client with the bearer token',
  floor:
    'lib/bareRelay.mjs in its own process: one JSON body per answer, no sessions, no checks (not a usable bridge)',
  direct: 'SDK stdio client',
  sequential: `${SEQUENTIAL_BLOCKS} rounds of one block of ${SEQUENTIAL_BLOCK} calls per side, order rotated`,
  concurrent: `${CONCURRENT_ROUNDS} rounds of ${IN_FLIGHT} calls started together per side, order rotated`,
  bridgeCpu: "user + system CPU of the bridge's own process (not its server) during its blocks, per call",
};

interface SideUnderTest {
  call: () => Promise<void>;
  /** The bridge process whose CPU is metered; none for direct. */
  pid?: number | undefined;
}

export async function runConnectorOverhead(): Promise<BenchResult> {
  const specs = {
    ours: await memorySpec(),
    supergateway: await memorySpec(),
    floor: await memorySpec(),
    direct: await memorySpec(),
  };
  const clients: Client[] = [];
  let connector: ConnectorProcess | undefined;
  let gateway: RunningGateway | undefined;
  let relay: RunningRelay | undefined;
  try {
    connector = await startConnectorProcess({ memory: specs.ours.spec });
    gateway = await startSupergateway(specs.supergateway.spec);
    relay = await startBareRelay(specs.floor.spec);
    // Each client joins the list as soon as it exists, so a failure further on still closes it.
    const connect = async (pending: Promise<Client>) => {
      const connected = await pending;
      clients.push(connected);
      return connected;
    };
    const readGraph = (side: Side, client: Client) => async () => {
      const result = await client.callTool({ name: 'read_graph', arguments: {} });
      if (result.isError) throw new Error(`read_graph failed (${side}): ${JSON.stringify(result.content)}`);
    };
    const ours = await connect(httpClient(connector.serverUrl('memory'), connector.token));
    // supergateway ignores the token; sending it keeps both HTTP sides' requests the same size.
    const theirs = await connect(httpClient(gateway.url, connector.token));
    const bare = await connect(httpClient(relay.url, connector.token));
    const direct = await connect(stdioClient(specs.direct.spec));
    const sides: Record<Side, SideUnderTest> = {
      ours: { call: readGraph('ours', ours), pid: connector.pid },
      supergateway: { call: readGraph('supergateway', theirs), pid: gateway.pid },
      floor: { call: readGraph('floor', bare), pid: relay.pid },
      direct: { call: readGraph('direct', direct) },
    };
    // Warm-up: JIT, sockets and the servers' first file reads.
    for (const side of SIDES)
      await timeLoop({ count: WARM_UP_CALLS, maxMs: MAX_WARM_UP_MS }, sides[side].call);
    const sequential = await measureSequential(sides);
    const concurrent = await measureConcurrent(sides);
    return {
      rows: [...sequentialRows(sequential), ...concurrentRows(concurrent, IN_FLIGHT)],
      figures: {
        tool: 'read_graph',
        setup: { ...SETUP, supergateway: gateway.describe },
        sequential,
        concurrent,
      },
    };
  } finally {
    for (const c of clients) await c.close().catch(() => undefined);
    await connector?.stop();
    await gateway?.stop();
    await relay?.stop();
    await Promise.all(Object.values(specs).map((s) => s.cleanup()));
  }
}

/** Per-side samples of one load, with the CPU each bridge process spent in its own blocks. */
class LoadRecorder {
  readonly samples = each(SIDES, (): number[] => []);
  private readonly cpuMs = each(BRIDGES, () => 0);

  constructor(private readonly sides: Record<Side, SideUnderTest>) {}

  /** Runs one block of `side`, adding its bridge's CPU time; the /proc reads sit outside the timed calls. */
  async block(side: Side, work: () => Promise<number[]>): Promise<void> {
    const pid = this.sides[side].pid;
    const before = pid === undefined ? undefined : processCpuMs(pid);
    this.samples[side].push(...(await work()));
    const after = pid === undefined ? undefined : processCpuMs(pid);
    if (side !== 'direct') this.cpuMs[side] += (after ?? Number.NaN) - (before ?? Number.NaN);
  }

  figures(): LoadFigures {
    const latency = each(SIDES, (side) => summarize(this.samples[side]));
    const over = (a: Summary, b: Summary) => ({ median: a.median - b.median, p95: a.p95 - b.p95 });
    const ratio = (a: Summary, b: Summary) => ({ median: a.median / b.median, p95: a.p95 / b.p95 });
    return {
      latency,
      addedOverDirect: each(BRIDGES, (bridge) => over(latency[bridge], latency.direct)),
      ratio: {
        oursOverSupergateway: ratio(latency.ours, latency.supergateway),
        oursOverDirect: ratio(latency.ours, latency.direct),
        supergatewayOverDirect: ratio(latency.supergateway, latency.direct),
      },
      bridgeCpuMsPerCall: each(BRIDGES, (bridge) => this.cpuMs[bridge] / this.samples[bridge].length),
    };
  }
}

async function measureSequential(sides: Record<Side, SideUnderTest>): Promise<LoadFigures> {
  const recorder = new LoadRecorder(sides);
  const limits = { count: SEQUENTIAL_BLOCK, maxMs: MAX_SEQUENTIAL_BLOCK_MS };
  await alternate(SIDES, SEQUENTIAL_BLOCKS, (side) =>
    recorder.block(side, () => timeLoop(limits, sides[side].call)),
  );
  return recorder.figures();
}

async function measureConcurrent(sides: Record<Side, SideUnderTest>) {
  const recorder = new LoadRecorder(sides);
  const rates = each(SIDES, (): number[] => []);
  // One untimed round per side first: the HTTP clients open their extra sockets there.
  for (const side of SIDES) await timeConcurrent(IN_FLIGHT, sides[side].call);
  const deadline = performance.now() + MAX_CONCURRENT_MS;
  await alternate(SIDES, CONCURRENT_ROUNDS, async (side) => {
    if (performance.now() > deadline) return;
    await recorder.block(side, async () => {
      const round = await timeConcurrent(IN_FLIGHT, sides[side].call);
      rates[side].push((IN_FLIGHT / round.wallMs) * 1000);
      return round.latencies;
    });
  });
  const callsPerSecond = each(SIDES, (side) => summarize(rates[side]));
  const throughputOursOverSupergateway = callsPerSecond.ours.median / callsPerSecond.supergateway.median;
  return { ...recorder.figures(), callsPerSecond, throughputOursOverSupergateway };
}
