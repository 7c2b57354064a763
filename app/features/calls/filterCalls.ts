import type { CallRecord } from '../../../bridge/hub/types';
import { serverNameOf } from './serverNameOf';

/** Matches every word against the tool, server, status, origin, arguments and error of a call. */
export function filterCalls(
  calls: CallRecord[],
  query: string,
  serverNames: Record<string, string>,
): CallRecord[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return calls;
  return calls.filter((call) => {
    const text = [
      call.exposedName,
      call.toolName,
      serverNameOf(call, serverNames) ?? '',
      call.status,
      call.origin,
      call.source,
      JSON.stringify(call.args),
      call.error,
    ]
      .join('\n')
      .toLowerCase();
    return words.every((w) => text.includes(w));
  });
}
