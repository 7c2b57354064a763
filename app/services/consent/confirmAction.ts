// "… in a window…": where the sidebar can't prove it is visible (no IntersectionObserver v2, or a page hiding
// it), an action that runs a tool or moves a result into the chat is confirmed in the first-party consent
// window instead. The request describes exactly what will happen; the caller then does exactly that, once.
// Call from the click handler: the window opens before anything is awaited.
import type { CallRecord } from '../../../bridge/hub/types';
import type {
  CallActionRequest,
  ActionRequest,
  ResourceActionRequest,
  ResultActionRequest,
} from './messages';
import { requestConsent } from './requestConsent';

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

/** A result going into the chat on `pageOrigin`: `text` is exactly what will be inserted or attached. */
export function resultActionRequest(
  action: 'insert-result' | 'attach-result',
  call: CallRecord,
  pageOrigin: string,
  text: string,
  fileName?: string,
): ResultActionRequest {
  const from =
    call.source === 'manual'
      ? 'a run by hand in the sidebar'
      : call.source === 'app'
        ? 'an app in a call card'
        : call.origin;
  return {
    kind: 'action',
    action,
    origin: pageOrigin,
    tool: call.toolName ?? call.exposedName,
    ...(from !== undefined && from !== pageOrigin ? { from } : {}),
    ...(fileName !== undefined ? { fileName } : {}),
    text,
  };
}

/** A resource going into the chat on `pageOrigin`: `text` is exactly what goes in (or, for a blob, what it is). */
export function resourceActionRequest(
  action: 'insert-resource' | 'attach-resource',
  resource: { uri: string; serverName?: string | undefined; fileName?: string; mimeType?: string },
  pageOrigin: string,
  text: string,
): ResourceActionRequest {
  return {
    kind: 'action',
    action,
    origin: pageOrigin,
    resource: resource.uri,
    ...(resource.serverName !== undefined ? { server: resource.serverName } : {}),
    ...(resource.fileName !== undefined ? { fileName: resource.fileName } : {}),
    ...(resource.mimeType !== undefined ? { mimeType: resource.mimeType } : {}),
    text,
  };
}

export async function confirmInWindow(request: ActionRequest, win: Window = window): Promise<ActionAnswer> {
  const decision = await requestConsent(request, win);
  if (decision.allowed) return 'confirm';
  return decision.rejected ? 'reject' : 'undecided';
}
