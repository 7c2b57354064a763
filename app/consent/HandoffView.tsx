// "Copy your dashboard's servers to the sidebar on https://site?": the list of what would travel, and
// nothing is sent before the click.
import type { HandoffRequest } from '../features/consent/messages';
import { DecisionButtons } from '../ui/DecisionButtons';
import { HandoffSummary } from './HandoffSummary';
import { useDashboardHandoff } from './useDashboardHandoff';
import type { ConsentViewProps } from './views';

export function HandoffView({ request, decide }: ConsentViewProps<HandoffRequest>) {
  const state = useDashboardHandoff(request.origin);
  const servers = state.servers ?? [];
  const deny = () => decide({ kind: 'handoff', allowed: false });
  return (
    <>
      <h1 className="text-base font-semibold break-all">
        Copy your dashboard&apos;s servers to the sidebar on {request.origin}?
      </h1>
      {servers.length === 0 ? (
        <p className="mt-2">The dashboard has no servers yet: add them in the dashboard first.</p>
      ) : (
        <HandoffSummary state={state} listLabel="Servers to copy" />
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
