// Consent-window side: announces itself to its opener, takes the one request the opener sends, and
// answers it once. Only our own origin, and only the window that opened us, is listened to.
import {
  CONSENT_DECISION,
  CONSENT_READY,
  isFrom,
  isRequestMessage,
  type ConsentDecision,
  type ConsentRequest,
  type DecisionMessage,
  type ReadyMessage,
} from './messages';

export interface PendingConsent {
  request: ConsentRequest;
  answer(decision: ConsentDecision): void;
}

/** Resolves with the opener's request; null right away when no window of ours opened this one. */
export function receiveConsentRequest(win: Window = window): Promise<PendingConsent | null> {
  const opener = win.opener as Window | null;
  const origin = win.location.origin;
  if (!opener) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (!isFrom(event, origin, opener) || !isRequestMessage(event.data)) return;
      win.removeEventListener('message', onMessage);
      const { id, request } = event.data;
      let answered = false;
      resolve({
        request,
        answer(decision) {
          if (answered) return;
          answered = true;
          const message: DecisionMessage = { type: CONSENT_DECISION, id, decision };
          opener.postMessage(message, origin);
        },
      });
    };
    win.addEventListener('message', onMessage);
    const ready: ReadyMessage = { type: CONSENT_READY };
    // targetOrigin is ours: an opener of any other origin receives nothing, not even this.
    try {
      opener.postMessage(ready, origin);
    } catch {
      resolve(null);
    }
  });
}
