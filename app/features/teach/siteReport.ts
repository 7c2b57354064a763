// The text "Report" copies for an issue about a site whose layout broke. Only what identifies the adapter and
// what it found: the host (not the path, query or title), names and versions. What the page sent is
// filtered to known part names and short identifiers, so no page content can ride along.
import { PAGE_RUNTIME_VERSION } from '../../../bridge/protocol/adapters';
import type { AdapterHealth } from '../../../bridge/protocol/types';
import { knownParts } from './parts';

export interface SiteReportInput {
  /** The page's origin as the hub knows it; only its hostname goes in. */
  origin: string | undefined;
  health: AdapterHealth;
  /** PageInfoParams.runtime: the page runtime's version, when it reported one. */
  runtime?: number | undefined;
  now?: Date;
}

/** An adapter id or table version, or a placeholder: the page chooses these strings. */
const identifier = (value: string | undefined): string =>
  value !== undefined && /^[\w.:-]{1,64}$/.test(value) ? value : '(not given)';

function hostname(origin: string | undefined): string {
  try {
    return origin ? new URL(origin).hostname || '(none)' : '(none)';
  } catch {
    return '(none)';
  }
}

const list = (names: readonly string[]) => knownParts(names).join(', ') || 'none';

export function siteReport({ origin, health, runtime, now = new Date() }: SiteReportInput): string {
  return [
    'MCP Multi Bridge: a chat site’s layout is not recognised',
    '',
    `Host: ${hostname(origin)}`,
    `Adapter: ${identifier(health.adapter)}`,
    `Adapter source: ${identifier(health.source)}`,
    `Adapter table version: ${identifier(health.tableVersion)}`,
    `Missing parts: ${list(health.missing)}`,
    `Found parts: ${list(health.found)}`,
    `Page runtime version: ${Number.isInteger(runtime) ? String(runtime) : '(not given)'} (current: ${PAGE_RUNTIME_VERSION})`,
    `Date: ${now.toISOString().slice(0, 10)}`,
  ].join('\n');
}
