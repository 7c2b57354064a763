// What a call card asks for, bound to one window's runtime: Run / Reject of a pending call, Retry and Cancel
// (through the hub's one call pipeline), Copy, and Insert or Attach of its result into the chat, each also
// "… in a window…" where the sidebar can't prove it is visible.
import { safeFileName } from '../../../bridge/format';
import type { CallRecord } from '../../../bridge/hub/types';
import { chatPageOf } from '../../core/chatPage';
import { createClipboard } from '../../core/clipboard';
import { useCommands } from '../../core/context';
import { noticesOf } from '../../core/notices';
import type { Runtime } from '../../shell/runtime';
import { callActionRequest, resultActionRequest } from '../consent';
import { confirmThen } from '../consent';
import { chatResultOf, chatTextOf } from './chatText';
import { serverNameOf } from './serverNameOf';

/** Names a Markdown file after the call, keeping only characters every chat's file picker accepts. */
const resultFileName = (call: CallRecord) =>
  `${safeFileName(`${call.exposedName}-${call.id.slice(0, 8)}`, 'result')}.md`;

export function createCallActions(runtime: Pick<Runtime, 'store' | 'hub' | 'approvals'>) {
  const { store, hub, approvals } = runtime;
  const { notify, failed } = noticesOf(store);
  const page = chatPageOf({ store, hub });
  const clipboard = createClipboard({ store });
  const insertChatText = (text: string) => {
    page.insertText(text);
  };
  const calls = {
    approve(callId: string) {
      if (!approvals.decide(callId, true)) notify('error', 'This call is no longer waiting for approval.');
    },
    reject(callId: string) {
      approvals.decide(callId, false);
    },
    /**
     * "Approve in a window…" on a pending card: the first-party consent window decides, this window carries
     * it out (approvals decide a call once). Call from the click handler.
     */
    approveInWindow(call: CallRecord, serverNames: Record<string, string>) {
      const serverName = serverNameOf(call, serverNames);
      confirmThen(callActionRequest('approve-call', call, serverName), {
        callId: call.id,
        perform: () => calls.approve(call.id),
        reject: () => calls.reject(call.id),
        failed: failed('Could not ask in a window'),
      });
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
        perform: () => calls.retry(call.id),
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
    copyResult(call: CallRecord) {
      clipboard.copy(chatResultOf(call).text);
    },
    insertResult(call: CallRecord) {
      insertChatText(chatTextOf(call));
    },
    /**
     * "Insert in a window…": the window shows the very text and the site that gets it; that text, not one
     * computed later, is what goes in. Call from the click handler.
     */
    insertResultInWindow(call: CallRecord) {
      const origin = page.origin();
      if (!origin) return;
      const text = chatTextOf(call);
      confirmThen(resultActionRequest(call, origin, { text }), {
        callId: call.id,
        perform: () => insertChatText(text),
        failed: failed('Could not ask in a window'),
      });
    },
    attachResult(call: CallRecord) {
      page.attach(
        { name: resultFileName(call), mimeType: 'text/markdown', text: chatTextOf(call) },
        'Result',
      );
    },
    /** "Attach in a window…": the window shows the file's name, its text and the site that gets it. */
    attachResultInWindow(call: CallRecord) {
      const origin = page.origin();
      if (!origin) return;
      const file = { name: resultFileName(call), mimeType: 'text/markdown', text: chatTextOf(call) };
      confirmThen(resultActionRequest(call, origin, { files: [file] }), {
        callId: call.id,
        perform: () => {
          page.attach(file, 'Result');
        },
        failed: failed('Could not ask in a window'),
      });
    },
  };
  return calls;
}

export type CallActions = ReturnType<typeof createCallActions>;
export const useCallActions = (): CallActions => useCommands(createCallActions);
