// What the Tools, Calls and Instructions tabs ask for beyond ./actions, bound to one window's runtime: manual
// runs, Retry and Cancel (all through the hub's one call pipeline), attaching results and instructions to the
// chat as .md files, and downloading the instructions.
import { safeFileName } from '../../../bridge/format';
import type { CallRecord, HubTool, ManualRun, ToolRef } from '../../../bridge/hub/types';
import { chatTextOf } from './chatText';
import { instructionsText } from '../instructions/instructions';
import type { Runtime } from '../../shell/runtime';
import { serverNameOf } from '../tools/selectors';
import { callActionRequest, resultActionRequest, runActionRequest } from '../consent/confirmAction';
import { chatPageOf } from '../../core/chatPage';
import { noticesOf } from '../../core/notices';
import { confirmThen } from '../consent/confirmThen';

/** Names a Markdown file after the call, keeping only characters every chat's file picker accepts. */
const fileName = (base: string) => `${safeFileName(base, 'result')}.md`;
const resultFileName = (call: CallRecord) => fileName(`${call.exposedName}-${call.id.slice(0, 8)}`);

export type ToolActions = ReturnType<typeof createToolActions>;

export function createToolActions({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const { notify, failed } = noticesOf(store);
  const page = chatPageOf({ store, hub });
  const attach = (name: string, text: string, what: string) =>
    void page.attach({ name, mimeType: 'text/markdown', text }, what);

  const tools = {
    /**
     * Checks the arguments and starts a manual run; resolves with its call id (its card follows the run), or
     * with the errors per field the form shows. Undefined when it could not be asked (a notice says why).
     */
    async runTool(tool: ToolRef, args: Record<string, unknown>): Promise<ManualRun | undefined> {
      try {
        return await hub.runManual(tool, args);
      } catch (error) {
        failed('Run failed')(error);
        return undefined;
      }
    },
    /** Runs a failed call again on its card; a card of an earlier session is handed over from the store. */
    retry(callId: string) {
      const stored = store.getState().calls.find((c) => c.id === callId);
      hub.retry(callId, stored).catch(failed('Retry failed'));
    },
    /** "Retry in a window…": the window shows the call's tool, server, site and arguments. From the click. */
    retryInWindow(call: CallRecord, serverNames: Record<string, string>) {
      const serverName = serverNameOf(call, serverNames);
      confirmThen(callActionRequest('retry', call, serverName), {
        callId: call.id,
        perform: () => tools.retry(call.id),
        failed: failed('Could not ask in a window'),
      });
    },
    /**
     * "Run in a window…" on the tool form: once the window confirmed these very arguments, `perform` runs them
     * (the caller passes the form's state at the click, not its later state). Through confirmThen like every
     * "… in a window…" action, so a second submit while the window is open opens nothing. From the click.
     */
    runInWindow(
      tool: Pick<HubTool, 'name' | 'serverName'>,
      args: Record<string, unknown>,
      perform: () => void,
    ) {
      const origin = store.getState().page.origin ?? 'this window';
      confirmThen(runActionRequest(tool, args, origin), {
        perform,
        failed: failed('Could not ask in a window'),
      });
    },
    /** Whether this window's hub has the call open, so its card offers Cancel. */
    canCancel: (callId: string) => hub.isOpen(callId),
    cancelRun(callId: string) {
      if (!hub.cancel(callId)) notify('error', 'This call is not running in this window.');
    },
    /** Keeps calls that are still open: their approvals and runs are waiting on them. */
    clearHistory() {
      store.setState((s) => ({
        calls: s.calls.filter((c) => c.status === 'pending' || c.status === 'running'),
      }));
    },
    attachResult(call: CallRecord) {
      attach(resultFileName(call), chatTextOf(call), 'Result');
    },
    /** "Attach in a window…": the window shows the file's name, its text and the site that gets it. */
    attachResultInWindow(call: CallRecord) {
      const origin = page.origin();
      if (!origin) return;
      const file = { name: resultFileName(call), mimeType: 'text/markdown', text: chatTextOf(call) };
      confirmThen(resultActionRequest(call, origin, { files: [file] }), {
        callId: call.id,
        perform: () => void page.attach(file, 'Result'),
        failed: failed('Could not ask in a window'),
      });
    },
    insertInstructions() {
      void page.insertText(instructionsText(store.getState()), 'Instructions inserted.');
    },
    attachInstructions() {
      attach(fileName('mcp-instructions'), instructionsText(store.getState()), 'Instructions');
    },
    downloadInstructions() {
      const blob = new Blob([instructionsText(store.getState())], { type: 'text/markdown' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = 'mcp-instructions.md';
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  };
  return tools;
}
