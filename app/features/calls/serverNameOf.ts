import type { CallRecord } from '../../../bridge/hub/types';

/** The name of the server a call went to; undefined when it names none, or one no longer configured. */
export const serverNameOf = (call: CallRecord, serverNames: Record<string, string>): string | undefined =>
  call.serverId ? serverNames[call.serverId] : undefined;
