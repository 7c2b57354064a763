// What the Tools, Calls and Instructions tabs ask for beyond ./actions: manual runs with cancel,
// attaching results and instructions to the chat as .md files, and downloading the instructions.
import type { CallRecord, HubTool } from '../../bridge/hub/types';
import { selectHubTools } from '../store/selectors';
import { useAppStore } from '../store/store';
import { chatTextOf } from './chatText';
import { instructionsText } from './instructions';
import { actions } from './actions';
import { cancelManualRun, manualTool, runManually } from './manualRuns';
import { getRuntime } from './runtime';

const store = () => getRuntime()?.store ?? useAppStore;
const notify = (kind: 'info' | 'error', text: string) => store().getState().setNotice({ kind, text });
const failed = (what: string) => (error: unknown) =>
  notify('error', `${what}: ${error instanceof Error ? error.message : String(error)}`);

/** Names a file after the call, keeping only characters every chat's file picker accepts. */
const fileName = (base: string) => `${base.replace(/[^\w.-]+/g, '_').slice(0, 60) || 'result'}.md`;

function attach(name: string, text: string, what: string) {
  const hub = getRuntime()?.hub;
  if (!hub) return notify('error', 'No chat page is connected.');
  hub.page
    .attachFile({ name: fileName(name), mimeType: 'text/markdown', text })
    .then((r) =>
      r.ok ? notify('info', `${what} attached to the chat.`) : notify('error', r.error ?? 'Attach failed.'),
    )
    .catch(failed('Attach failed'));
}

export const toolActions = {
  /** Starts a manual run; resolves with the call id at once (the card follows the run). */
  runTool(tool: HubTool, args: Record<string, unknown>): string | undefined {
    const runtime = getRuntime();
    if (!runtime) {
      notify('error', 'The tools are not running in this window.');
      return undefined;
    }
    const callId = crypto.randomUUID();
    void runManually(runtime.store, runtime.connections, tool, args, callId);
    return callId;
  },
  /** Manual runs of this window run again here; chat calls go through the hub, which knows them. */
  retry(callId: string) {
    const runtime = getRuntime();
    const state = store().getState();
    const call = state.calls.find((c) => c.id === callId);
    // A manual card from an earlier session: run its tool again if the server still offers it.
    const tool =
      manualTool(callId) ??
      (call?.source === 'manual'
        ? selectHubTools(state).find((t) => t.serverId === call.serverId && t.name === call.toolName)
        : undefined);
    if (!runtime || !tool || !call) return actions.retry(callId);
    void runManually(runtime.store, runtime.connections, tool, call.args, callId);
  },
  /** Keeps calls that are still open: their approvals and runs are waiting on them. */
  clearHistory() {
    store().setState((s) => ({
      calls: s.calls.filter((c) => c.status === 'pending' || c.status === 'running'),
    }));
  },
  cancelRun(callId: string) {
    if (!cancelManualRun(callId)) notify('error', 'This call is not running in this window.');
  },
  attachResult(call: CallRecord) {
    attach(`${call.exposedName}-${call.id.slice(0, 8)}`, chatTextOf(call), 'Result');
  },
  insertInstructions() {
    const hub = getRuntime()?.hub;
    if (!hub) return notify('error', 'No chat page is connected.');
    hub.page
      .insertText({ text: instructionsText(store().getState()) })
      .then((r) =>
        r.ok ? notify('info', 'Instructions inserted.') : notify('error', r.error ?? 'Insert failed.'),
      )
      .catch(failed('Insert failed'));
  },
  attachInstructions() {
    attach('mcp-instructions', instructionsText(store().getState()), 'Instructions');
  },
  downloadInstructions() {
    const blob = new Blob([instructionsText(store().getState())], { type: 'text/markdown' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = 'mcp-instructions.md';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  },
};
