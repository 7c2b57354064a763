// Sidebar side: opens the consent window (call it from the click handler, before any await), sends the
// request once the window says it is ready, and resolves with the user's decision. Closing the window is
// a denial.
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

export function requestConsent<R extends ConsentRequest>(
  request: R,
  win: Window = window,
): Promise<DecisionFor<R['kind']>> {
  // No window name: a named window could be found and navigated by the chat page (same browsing group).
  const popup = win.open(CONSENT_PATH, '_blank', 'popup,width=480,height=560');
  if (!popup) return Promise.reject(new PopupBlockedError());
  const id = crypto.randomUUID();
  const origin = win.location.origin;
  const denied = { kind: request.kind, allowed: false } as DecisionFor<R['kind']>;

  return new Promise((resolve) => {
    const finish = (decision: DecisionFor<R['kind']>) => {
      win.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(timer);
      if (!popup.closed) popup.close();
      resolve(decision);
    };
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, origin, popup)) return;
      if (isReadyMessage(event.data)) {
        const message: RequestMessage = { type: CONSENT_REQUEST, id, request };
        popup.postMessage(message, origin);
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
