// "Copy your dashboard's servers to the sidebar on https://site?": the list of what would travel, and
// nothing is sent before the click.
import { useShallow } from 'zustand/react/shallow';
import { muted } from '../components/ui';
import type { HandoffRequest } from '../services/consent/messages';
import { pickHandoffState } from '../services/handoff';
import { useAppStore } from '../context/runtimeContext';
import { DecisionButtons } from '../components/DecisionButtons';
import type { ConsentViewProps } from './views';

export function HandoffView({ request, decide }: ConsentViewProps<HandoffRequest>) {
  // This window is top level on our origin: its store is the dashboard's own storage.
  const stored = useAppStore(
    useShallow((s) => ({ servers: s.servers, policies: s.policies, grants: s.grants, oauth: s.oauth })),
  );
  const state = pickHandoffState(stored, request.origin);
  const servers = state.servers ?? [];
  const signedIn = servers.filter((s) => state.oauth?.[s.id]?.tokens).map((s) => s.name);
  const policies = Object.keys(state.policies ?? {}).length;
  const deny = () => decide({ kind: 'handoff', allowed: false });

  return (
    <>
      <h1 className="text-base font-semibold break-all">
        Copy your dashboard&apos;s servers to the sidebar on {request.origin}?
      </h1>
      {servers.length === 0 ? (
        <p className="mt-2">The dashboard has no servers yet: add them in the dashboard first.</p>
      ) : (
        <>
          <ul className="mt-2 list-disc pl-5" aria-label="Servers to copy">
            {servers.map((s) => (
              <li key={s.id}>
                {s.name} <span className={muted}>{s.url}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2">
            With their tokens and headers, {policies} tool {policies === 1 ? 'policy' : 'policies'}
            {signedIn.length > 0 ? `, and the sign-ins to ${signedIn.join(', ')}` : ''}.
            {state.grants ? ` This site is already allowed in the dashboard; that stays.` : ''}
          </p>
          <p className={`mt-1 ${muted}`}>They stay in our sidebar; the site itself never sees the secrets.</p>
        </>
      )}
      <DecisionButtons
        allowLabel={servers.length ? 'Copy' : 'Close'}
        denyLabel="Cancel"
        onAllow={() => (servers.length ? decide({ kind: 'handoff', allowed: true, state }) : deny())}
        onDeny={deny}
      />
    </>
  );
}
