// Finds the tool calls an AI wrote in chat text: the JSON Lines format and the legacy XML format.
// Never throws and runs in linear time, because it sees every message of a hostile or broken page.
import { errorText } from './errorText';
import { scanJsonl } from './scanJsonl';
import { scanXml } from './scanXml';
import type { CallScan, ReadyScan } from './types';

/**
 * All calls in `text` (a code block's or a whole message's textContent), in order.
 * A call cut mid-stream is `incomplete`; a finished but broken one is `malformed` with a clear error.
 */
export function scanCalls(text: string): CallScan[] {
  try {
    if (typeof text !== 'string' || text === '') return [];
    const jsonl = scanJsonl(text);
    const xml = text.includes('<invoke') || text.includes('<function_calls>') ? scanXml(text) : [];
    return withCallIds(outermost([...jsonl, ...xml]));
  } catch (e) {
    // Defensive only: a parser bug must not break the page; report it where the user can see it.
    const error = `could not read the tool call: ${errorText(e)}`;
    return [{ kind: 'malformed', error, start: 0, end: typeof text === 'string' ? text.length : 0 }];
  }
}

/** The finished calls of `text` (complete or malformed), in order: what the hub answers the page's scanCalls with. */
export const readyScans = (text: string): ReadyScan[] =>
  scanCalls(text).filter((scan): scan is ReadyScan => scan.kind !== 'incomplete');

/** Drops calls written inside another call (e.g. the other format quoted in a parameter value). */
function outermost(scans: CallScan[]): CallScan[] {
  scans.sort((a, b) => a.start - b.start);
  const kept: CallScan[] = [];
  let coveredUntil = -1;
  for (const scan of scans) {
    if (scan.start < coveredUntil) continue;
    kept.push(scan);
    coveredUntil = scan.kind === 'incomplete' ? Infinity : scan.end;
  }
  return kept;
}

/** A call written without a call_id gets its position in the text (1-based) as its id. */
function withCallIds(scans: CallScan[]): CallScan[] {
  return scans.map((scan, index) =>
    scan.kind === 'complete' && scan.call.callId === ''
      ? { ...scan, call: { ...scan.call, callId: String(index + 1) } }
      : scan,
  );
}
