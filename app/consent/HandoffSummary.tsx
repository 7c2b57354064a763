// What a copy from the dashboard carries, said the same way in the Copy window and the Allow window:
// the servers by name and address, their secrets, the policies and sign-ins, and that the page sees none.
import { muted } from '../ui/classNames';
import type { HandoffState } from '../features/consent/handoff';

export function HandoffSummary({ state, listLabel }: { state: HandoffState; listLabel: string }) {
  const servers = state.servers ?? [];
  const signedIn = servers.filter((s) => state.oauth?.[s.id]?.tokens).map((s) => s.name);
  const policies = Object.keys(state.policies ?? {}).length;
  const taught = Object.keys(state.taughtSites ?? {});
  return (
    <>
      <ul className="mt-2 list-disc pl-5" aria-label={listLabel}>
        {servers.map((s) => (
          <li key={s.id}>
            {s.name} <span className={`break-all ${muted}`}>{s.url}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2">
        With their tokens and headers
        {policies > 0 ? `, ${policies} tool ${policies === 1 ? 'policy' : 'policies'}` : ''}
        {signedIn.length > 0 ? `, and the sign-ins to ${signedIn.join(', ')}` : ''}.
        {state.grants ? ` This site is already allowed in the dashboard; that stays.` : ''}
        {taught.length ? ` Also the chat parts you taught for ${taught.join(', ')}.` : ''}
      </p>
      <p className={`mt-1 ${muted}`}>
        They go straight to our sidebar, never through the page; the site itself never sees the secrets.
      </p>
    </>
  );
}
