// The connector benchmark's table rows: each side's latency, ours against supergateway with the ratios, ours
// over the floor (the bare relay), what each bridge adds over direct stdio, the CPU each bridge spends per call,
// and throughput under load.
import { row, type Row } from './report';
import { fmt, type Summary } from './stats';

export type Side = 'ours' | 'supergateway' | 'floor' | 'direct';
export type Bridge = Exclude<Side, 'direct'>;

type Stat = 'median' | 'p95';
type ByStat = Record<Stat, number>;

export interface LoadFigures {
  latency: Record<Side, Summary>;
  addedOverDirect: Record<Bridge, ByStat>;
  ratio: { oursOverSupergateway: ByStat; oursOverDirect: ByStat; supergatewayOverDirect: ByStat };
  bridgeCpuMsPerCall: Record<Bridge, number>;
}

const NAME = 'connector';
/** The target for what our connector may add over direct stdio, at the median of sequential calls. */
const ADDED_MEDIAN_TARGET_MS = 1.5;

const ms = (value: number) => `${fmt(value)} ms`;
const times = (value: number) => `${fmt(value)}x`;

/** Rows shared by both loads: each side's latency, ours against supergateway with the ratios, bridge CPU. */
function loadRows(load: string, f: LoadFigures): Row[] {
  const { ours, supergateway, floor, direct } = f.latency;
  const rows = [
    row(
      NAME,
      `${load}: median, ours | supergateway | floor | direct (n=${ours.n}|${supergateway.n}|${floor.n}|${direct.n})`,
      `${fmt(ours.median)} | ${fmt(supergateway.median)} | ${fmt(floor.median)} | ${fmt(direct.median)} ms`,
    ),
    row(
      NAME,
      `${load}: p95, ours | supergateway | floor | direct`,
      `${fmt(ours.p95)} | ${fmt(supergateway.p95)} | ${fmt(floor.p95)} | ${fmt(direct.p95)} ms`,
    ),
  ];
  for (const stat of ['median', 'p95'] as const) {
    const r = f.ratio;
    const ratios = `ours/sg ${times(r.oursOverSupergateway[stat])}, ours/direct ${times(r.oursOverDirect[stat])}, sg/direct ${times(r.supergatewayOverDirect[stat])}`;
    rows.push(
      row(
        NAME,
        `${load}: ${stat}, ours vs supergateway`,
        `${ms(ours[stat])} vs ${ms(supergateway[stat])} (${ratios})`,
        '≤ supergateway',
        ours[stat] <= supergateway[stat],
      ),
    );
  }
  rows.push(
    row(
      NAME,
      `${load}: ours minus the floor (the bare relay), median | p95`,
      `${ms(ours.median - floor.median)} | ${ms(ours.p95 - floor.p95)}`,
    ),
  );
  const cpu = f.bridgeCpuMsPerCall;
  rows.push(
    row(
      NAME,
      `${load}: bridge process CPU per call, ours | supergateway | floor`,
      `${ms(cpu.ours)} | ${ms(cpu.supergateway)} | ${ms(cpu.floor)} (ours/sg ${times(cpu.ours / cpu.supergateway)})`,
    ),
  );
  return rows;
}

export function sequentialRows(f: LoadFigures): Row[] {
  const added = f.addedOverDirect;
  return [
    ...loadRows('sequential', f),
    row(
      NAME,
      'sequential: added over direct, median, ours | supergateway | floor',
      `${ms(added.ours.median)} | ${ms(added.supergateway.median)} | ${ms(added.floor.median)}`,
      `ours ≤ ${ADDED_MEDIAN_TARGET_MS} ms`,
      added.ours.median <= ADDED_MEDIAN_TARGET_MS,
    ),
    row(
      NAME,
      'sequential: added over direct, p95, ours | supergateway | floor',
      `${ms(added.ours.p95)} | ${ms(added.supergateway.p95)} | ${ms(added.floor.p95)}`,
    ),
  ];
}

export function concurrentRows(
  f: LoadFigures & { callsPerSecond: Record<Side, Summary> },
  inFlight: number,
): Row[] {
  const rate = f.callsPerSecond;
  return [
    ...loadRows(`${inFlight} in flight`, f),
    row(
      NAME,
      `${inFlight} in flight: calls/s per round (median), ours | supergateway | floor | direct`,
      `${fmt(rate.ours.median, 0)} | ${fmt(rate.supergateway.median, 0)} | ${fmt(rate.floor.median, 0)} | ${fmt(rate.direct.median, 0)} (ours/sg ${times(rate.ours.median / rate.supergateway.median)})`,
      '≥ supergateway',
      rate.ours.median >= rate.supergateway.median,
    ),
  ];
}
