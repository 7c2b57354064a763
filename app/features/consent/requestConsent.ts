// Sidebar side: opens the consent window (call it from the click handler, before any await), sends the
// request once the window says it is ready, and resolves with the user's decision. Closing the window is
// a denial. A request still being prepared (a prompt the server is still writing) is sent once it is ready:
// the window opens with the click and says it waits meanwhile.
import {
  CONSENT_PATH,
  CONSENT_REQUEST,
  isDecisionFor,
  isFrom,
  isReadyMessage,
  type ConsentRequest,
  type DecisionFor,
  type RequestMessage,
} from './messages';

export const CONSENT_TIMEOUT_MS = 10 * 60_000;
const CLOSED_POLL_MS = 500;

export class PopupBlockedError extends Error {
  constructor() {
    super('The browser blocked the window; allow pop-ups for this site and try again.');
  }
}

/** A request the sidebar is still preparing; `key` tells two of them apart while they are. */
export interface PendingRequest<R extends ConsentRequest> {
  kind: R['kind'];
  key: string;
  ready: Promise<R>;
}

export const isPending = <R extends ConsentRequest>(
  request: R | PendingRequest<R>,
): request is PendingRequest<R> => 'ready' in request;

export function requestConsent<R extends ConsentRequest>(
  request: R | PendingRequest<R>,
  win: Window = window,
): Promise<DecisionFor<R['kind']>> {
  // No window name: a named window could be found and navigated by the chat page (same browsing group).
  const popup = win.open(CONSENT_PATH, '_blank', 'popup,width=480,height=560');
  if (!popup) {
    if (isPending(request)) request.ready.catch(() => undefined); // no window waits for it
    return Promise.reject(new PopupBlockedError());
  }
  const id = crypto.randomUUID();
  const origin = win.location.origin;
  const denied = { kind: request.kind, allowed: false } as DecisionFor<R['kind']>;

  return new Promise((resolve, reject) => {
    const stop = () => {
      win.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(timer);
      if (!popup.closed) popup.close();
    };
    const finish = (decision: DecisionFor<R['kind']>) => {
      stop();
      resolve(decision);
    };
    // Sent once both the window and the request are ready, whichever comes last.
    let prepared = isPending(request) ? undefined : request;
    let windowReady = false;
    const send = () => {
      if (!prepared || !windowReady) return;
      const message: RequestMessage = { type: CONSENT_REQUEST, id, request: prepared };
      popup.postMessage(message, origin);
    };
    if (isPending(request))
      request.ready.then(
        (ready) => {
          prepared = ready;
          send();
        },
        // A request that could not be prepared closes its window: there is nothing to decide.
        (error: unknown) => {
          stop();
          reject(error);
        },
      );
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, origin, popup)) return;
      if (isReadyMessage(event.data)) {
        windowReady = true;
        send();
      } else if (isDecisionFor<R['kind']>(event.data, id, request.kind)) {
        finish(event.data.decision);
      }
    };
    // A closed window never answers; polling is the only signal the browser gives the opener. We close the
    // window on its answer (it closes itself only seconds later, if we are gone); a close the user made
    // counts as a denial one poll later, so an answer posted just before it still arrives.
    let closedSeen = false;
    const closedPoll = setInterval(() => {
      if (closedSeen) finish(denied);
      else closedSeen = popup.closed;
    }, CLOSED_POLL_MS);
    const timer = setTimeout(() => finish(denied), CONSENT_TIMEOUT_MS);
    win.addEventListener('message', onMessage);
  });
}
