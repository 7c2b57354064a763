// A minimal call card for tests of the store, the history and the card updates.
import type { CallRecord } from '../../../../bridge/hub/types';

export function callRecord(
  id: string,
  status: CallRecord['status'] = 'done',
  overrides: Partial<CallRecord> = {},
): CallRecord {
  return { id, source: 'chat', exposedName: 'read_graph', args: {}, status, startedAt: 1, ...overrides };
}
