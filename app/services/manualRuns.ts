// Runs a tool from the sidebar or dashboard by hand: the user's click is the approval, so it goes
// straight to the connection manager with a cancel signal and progress, and leaves a call card.
import type { CallRecord, HubTool } from '../../bridge/hub/types';
import type { ConnectionManager } from '../../bridge/connections/connectionManager';
import { checkToolResult } from '../../bridge/hub/checkToolResult';
import type { AppStore } from '../store/store';

type Connections = Pick<ConnectionManager, 'callTool'>;

const running = new Map<string, AbortController>();
/** The tool behind each manual call this window ran, so Retry can run it again. */
const toolsByCall = new Map<string, HubTool>();

export const CANCELLED_MESSAGE = 'Cancelled by you before the tool answered.';

export async function runManually(
  store: AppStore,
  connections: Connections,
  tool: HubTool,
  args: Record<string, unknown>,
  callId: string = crypto.randomUUID(),
): Promise<CallRecord> {
  const controller = new AbortController();
  running.set(callId, controller);
  toolsByCall.set(callId, tool);
  let record: CallRecord = {
    id: callId,
    source: 'manual',
    exposedName: tool.exposedName,
    serverId: tool.serverId,
    toolName: tool.name,
    args,
    status: 'running',
    startedAt: Date.now(),
  };
  const save = (patch: Partial<CallRecord>) => {
    record = { ...record, ...patch };
    store.getState().upsertCall(record);
  };
  save({});
  try {
    const result = await connections.callTool(tool.serverId, tool.name, args, {
      signal: controller.signal,
      onProgress: (progress) => {
        if (!controller.signal.aborted) save({ progress });
      },
    });
    save({ status: 'done', result: checkToolResult(result), endedAt: Date.now() });
  } catch (error) {
    const cancelled = controller.signal.aborted;
    const retryable = (error as { retryable?: unknown } | null)?.retryable;
    save({
      status: 'error',
      error: cancelled ? CANCELLED_MESSAGE : error instanceof Error ? error.message : String(error),
      retryable: cancelled || retryable !== false,
      endedAt: Date.now(),
    });
  } finally {
    running.delete(callId);
  }
  return record;
}

/** Aborts a manual run; the SDK sends the server a cancellation. False if it is not running here. */
export function cancelManualRun(callId: string): boolean {
  const controller = running.get(callId);
  if (!controller) return false;
  controller.abort(new Error(CANCELLED_MESSAGE));
  return true;
}

export const isRunningHere = (callId: string) => running.has(callId);

/** The tool a manual call of this window ran, or undefined for chat calls and calls of other windows. */
export const manualTool = (callId: string) => toolsByCall.get(callId);
