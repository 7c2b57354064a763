// The consent window: waits for the request of the sidebar that opened it, shows the matching view, and
// sends the decision back. The sidebar closes it on receiving the answer; it closes itself a moment later
// only if nobody did (the sidebar's page went away), so the answer never races the window's own close.
import { useEffect, useState } from 'react';
import type { ConsentDecision } from '../features/consent/messages';
import { receiveConsentRequest, type PendingConsent } from '../features/consent/answerConsent';
import { noteFirstRun } from '../core/firstRunProgress';
import { consentView } from './views';

type Phase =
  | { name: 'waiting' }
  | { name: 'orphan' }
  | { name: 'asking'; pending: PendingConsent }
  | { name: 'answered' };

/** How long an answered window waits for the sidebar to close it before closing itself. */
const SELF_CLOSE_MS = 3_000;

export function ConsentApp({ win = window }: { win?: Window }) {
  const [phase, setPhase] = useState<Phase>({ name: 'waiting' });
  useEffect(() => {
    let live = true;
    // It never rejects: with no opener, or none that asks, it resolves null.
    void receiveConsentRequest(win).then((pending) => {
      // A sidebar on a site asked: the dashboard's getting-started guide can tick the bookmarklet off.
      if (pending) noteFirstRun({ sidebarAsked: Date.now() });
      if (live) setPhase(pending ? { name: 'asking', pending } : { name: 'orphan' });
    });
    return () => {
      live = false;
    };
  }, [win]);

  const decide = (pending: PendingConsent) => (decision: ConsentDecision) => {
    pending.answer(decision);
    if (decision.kind === 'grant' && decision.allowed) noteFirstRun({ siteAllowed: Date.now() });
    setPhase({ name: 'answered' });
    win.setTimeout(() => win.close(), SELF_CLOSE_MS);
  };

  return (
    <main className="mx-auto max-w-md p-4 text-sm">
      <p className="mb-3 text-xs font-medium tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
        MCP Multi Bridge
      </p>
      {phase.name === 'asking' ? (
        consentView(phase.pending.request, decide(phase.pending))
      ) : (
        <p role="status">
          {phase.name === 'orphan'
            ? 'This window answers requests from the MCP Multi Bridge sidebar; open it from there.'
            : phase.name === 'answered'
              ? 'Done. This window closes by itself.'
              : 'Waiting for the sidebar…'}
        </p>
      )}
    </main>
  );
}
