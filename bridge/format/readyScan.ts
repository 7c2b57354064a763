// How both call formats turn what they read into a scan, written once.
import type { CallScan, ParsedCall } from './types';

/** What a format read of one call: ids as written, and the first error if any. */
export interface CallParts {
  callId?: string | undefined;
  name?: string | undefined;
  description?: string | undefined;
  params: Record<string, unknown>;
  error?: string | undefined;
}

/** The ids that were written, and only those (no undefined keys). */
export function idsOf({ callId, name }: Pick<CallParts, 'callId' | 'name'>): {
  callId?: string;
  name?: string;
} {
  return { ...(callId !== undefined && { callId }), ...(name !== undefined && { name }) };
}

/** A finished call: `malformed` with its error, else `complete`. */
export function readyScan(
  parts: CallParts,
  format: ParsedCall['format'],
  start: number,
  end: number,
): CallScan {
  const { callId, name, description, params, error } = parts;
  if (error !== undefined) return { kind: 'malformed', ...idsOf(parts), error, start, end };
  const call = { callId: callId ?? '', name: name ?? '', params, format };
  return { kind: 'complete', call: description !== undefined ? { ...call, description } : call, start, end };
}
