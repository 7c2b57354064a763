// What the Tools, Calls and Instructions tabs ask for beyond ./actions: manual runs, Retry and Cancel (all
// through the hub's one call pipeline), attaching results and instructions to the chat as .md files, and
// downloading the instructions.
import type { CallRecord, ManualRun, ToolRef } from '../../bridge/hub/types';
import { useAppStore } from '../store/store';
import { chatTextOf } from './chatText';
import { instructionsText } from './instructions';
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
  /**
   * Checks the arguments and starts a manual run; resolves with its call id (its card follows the run), or
   * with the errors per field the form shows. Undefined when it could not be asked (a notice says why).
   */
  async runTool(tool: ToolRef, args: Record<string, unknown>): Promise<ManualRun | undefined> {
    const hub = getRuntime()?.hub;
    if (!hub) {
      notify('error', 'The tools are not running in this window.');
      return undefined;
    }
    try {
      return await hub.runManual(tool, args);
    } catch (error) {
      failed('Run failed')(error);
      return undefined;
    }
  },
  /** Runs a failed call again on its card; a card of an earlier session is handed over from the store. */
  retry(callId: string) {
    const hub = getRuntime()?.hub;
    if (!hub) return notify('error', 'The tools are not running in this window.');
    const stored = store()
      .getState()
      .calls.find((c) => c.id === callId);
    hub.retry(callId, stored).catch(failed('Retry failed'));
  },
  /** Whether this window's hub has the call open, so its card offers Cancel. */
  canCancel: (callId: string) => getRuntime()?.hub.isOpen(callId) === true,
  cancelRun(callId: string) {
    if (!getRuntime()?.hub.cancel(callId)) notify('error', 'This call is not running in this window.');
  },
  /** Keeps calls that are still open: their approvals and runs are waiting on them. */
  clearHistory() {
    store().setState((s) => ({
      calls: s.calls.filter((c) => c.status === 'pending' || c.status === 'running'),
    }));
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
