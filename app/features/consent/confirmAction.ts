// "… in a window…": where the sidebar can't prove it is visible (no IntersectionObserver v2, or a page hiding
// it), an action that runs a tool or moves a result into the chat is confirmed in the first-party consent
// window instead. The request describes exactly what will happen; the caller then does exactly that, once.
// Call from the click handler: the window opens before anything is awaited.
import { base64Bytes, formatSize } from '../../../bridge/format';
import type { CallRecord } from '../../../bridge/hub/types';
import type { AttachFileParams } from '../../../bridge/protocol/types';
import type { ActionRequest, CallActionRequest, ChatActionRequest, ShownFile } from './messages';
import { requestConsent, type PendingRequest } from './requestConsent';

/** `undecided`: the window was closed without an answer (a pending call keeps waiting in the sidebar). */
export type ActionAnswer = 'confirm' | 'reject' | 'undecided';

const argsText = (args: unknown) => JSON.stringify(args, null, 2);

/** A pending call (`approve-call`) or a failed one to run again (`retry`), from the sidebar's own record. */
export function callActionRequest(
  action: 'approve-call' | 'retry',
  call: CallRecord,
  serverName?: string,
): CallActionRequest {
  return {
    kind: 'action',
    action,
    origin: call.origin ?? 'the chat',
    tool: call.toolName ?? call.exposedName,
    ...(serverName !== undefined ? { server: serverName } : {}),
    args: argsText(call.args),
  };
}

/** The tool form's Run, with the arguments as the form holds them when the user clicks. */
export function runActionRequest(
  tool: { name: string; serverName: string },
  args: Record<string, unknown>,
  pageOrigin: string,
): CallActionRequest {
  return {
    kind: 'action',
    action: 'run',
    origin: pageOrigin,
    tool: tool.name,
    server: tool.serverName,
    args: argsText(args),
  };
}

/** What goes into the chat: files attached first, then the text typed into the input. */
export interface ChatPut {
  files?: AttachFileParams[];
  text?: string;
}

/** A file's exact text, or for a blob what it is: its bytes are not text to show. */
const shownFile = (file: AttachFileParams): ShownFile => ({
  name: file.name,
  mimeType: file.mimeType,
  text: file.text ?? `Binary file, ${formatSize(base64Bytes(file.base64))}, ${file.mimeType}`,
});

/** Something going into the chat on `pageOrigin`: exactly `put`, named by `subject`. */
export function chatActionRequest(
  subject: { type: ChatActionRequest['subject']['type']; name: string; server?: string | undefined },
  pageOrigin: string,
  put: ChatPut,
  from?: string,
): ChatActionRequest {
  const { type, name, server } = subject;
  return {
    kind: 'action',
    action: put.text !== undefined ? 'insert' : 'attach',
    origin: pageOrigin,
    subject: { type, name, ...(server !== undefined ? { server } : {}) },
    ...(from !== undefined && from !== pageOrigin ? { from } : {}),
    files: (put.files ?? []).map(shownFile),
    ...(put.text !== undefined ? { text: put.text } : {}),
  };
}

/** A call's result going into the chat on `pageOrigin`, with where it came from when that is elsewhere. */
export function resultActionRequest(call: CallRecord, pageOrigin: string, put: ChatPut): ChatActionRequest {
  const from =
    call.source === 'manual'
      ? 'a run by hand in the sidebar'
      : call.source === 'app'
        ? 'an app in a call card'
        : call.origin;
  return chatActionRequest(
    { type: 'result', name: call.toolName ?? call.exposedName },
    pageOrigin,
    put,
    from,
  );
}

export async function confirmInWindow(
  request: ActionRequest | PendingRequest<ActionRequest>,
  win: Window = window,
): Promise<ActionAnswer> {
  const decision = await requestConsent(request, win);
  if (decision.allowed) return 'confirm';
  return decision.rejected ? 'reject' : 'undecided';
}
