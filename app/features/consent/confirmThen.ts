// The sidebar's side of "… in a window…": ask the consent window about one exact action, then perform
// exactly that, once. Only the window's own answer does it (requestConsent checks origin, source and id).
import type { ActionRequest } from './messages';
import { confirmInWindow } from './confirmAction';
import { isPending, type PendingRequest } from './requestConsent';
import { settle, settledAtOnce, type Settled } from '../../core/settled';

export interface ConfirmHandlers {
  /** The call the action is about, when there is one: two cards with the same tool and arguments stay apart. */
  callId?: string;
  perform(): void;
  /** Reject on a pending call's window; Cancel and closing the window do nothing. */
  reject?: () => void;
  failed(error: unknown): void;
}

/** The actions whose window is open: a second click on the same one must not open a second window. */
const open = new Set<string>();

/**
 * Call from the click handler, so the window opens with the click's user activation. A click on an action
 * whose window is still open does nothing, so two windows can't confirm the same insert or run twice.
 * Settles once the window's answer was acted on (callers need not wait for it).
 */
export function confirmThen(
  request: ActionRequest | PendingRequest<ActionRequest>,
  { callId, perform, reject, failed }: ConfirmHandlers,
  // The window's question; a test asks its own, so it can answer for the user.
  ask: typeof confirmInWindow = confirmInWindow,
): Settled {
  const key = JSON.stringify([callId ?? null, isPending(request) ? { pending: request.key } : request]);
  if (open.has(key)) return settledAtOnce();
  open.add(key);
  const acted = ask(request).then((answer) => {
    if (answer === 'confirm') perform();
    else if (answer === 'reject') reject?.();
  });
  return settle(
    acted.finally(() => open.delete(key)),
    failed,
  );
}
