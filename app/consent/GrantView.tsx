// "Allow https://site to use your MCP tools?": what the site will see and may do, and what to add along in
// the same click: the dashboard's servers the sidebar lacks (its storage is partitioned), or else (for the
// demo, when the sidebar has no servers yet) the local connector.
import { useState } from 'react';
import { isLoopbackConnector } from '../../bridge/protocol/pairing';
import { muted } from '../ui/classNames';
import type { GrantRequest } from '../features/consent/messages';
import { redeemPairingCode } from '../features/pairing/pairing';
import { DecisionButtons } from '../ui/DecisionButtons';
import { HandoffSummary } from './HandoffSummary';
import { useDashboardHandoff } from './useDashboardHandoff';
import { useLocalPairing } from '../features/pairing/useLocalPairing';
import type { ConsentViewProps } from './views';

export function GrantView({ request, decide }: ConsentViewProps<GrantRequest>) {
  const dashboard = useDashboardHandoff(request.origin);
  const dashboardServers = dashboard.servers ?? [];
  const inSidebar = new Set(request.servers.map((s) => s.name));
  // Offered only when it adds something: a sidebar that shares the dashboard's storage lists them all.
  const offerCopy = dashboardServers.some((s) => !inSidebar.has(s.name));
  const local = useLocalPairing(request.offerLocalConnector && !offerCopy);
  const offered =
    !offerCopy && local.payload && isLoopbackConnector(local.payload.connector) ? local.payload : null;
  const [addLocal, setAddLocal] = useState(true);
  const [copy, setCopy] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const allow = async () => {
    if (offerCopy) return decide({ kind: 'grant', allowed: true, ...(copy ? { handoff: dashboard } : {}) });
    if (!offered || !addLocal) return decide({ kind: 'grant', allowed: true });
    setBusy(true);
    try {
      const token = await redeemPairingCode(offered);
      decide({ kind: 'grant', allowed: true, localConnector: { payload: offered, token } });
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  const names = dashboardServers.map((s) => s.name).join(', ');
  return (
    <>
      <h1 className="text-base font-semibold break-all">Allow {request.origin} to use your MCP tools?</h1>
      <p className="mt-2">
        The site will see the list of your tools and can ask to run them. Each call still follows the
        tool&apos;s policy (run automatically, ask you, or off). You can revoke this any time in the sidebar.
      </p>
      {request.servers.length > 0 ? (
        <ul className="mt-2 list-disc pl-5" aria-label="Servers the site will see">
          {request.servers.map((s) => (
            <li key={s.name}>
              {s.name}: {s.tools} {s.tools === 1 ? 'tool' : 'tools'}
            </li>
          ))}
        </ul>
      ) : (
        !offered &&
        !offerCopy && <p className={`mt-2 ${muted}`}>No servers are configured in this sidebar yet.</p>
      )}
      {offerCopy && (
        <fieldset className="mt-3 rounded border border-slate-200 p-2 dark:border-slate-700">
          <label className="flex items-start gap-2 font-medium">
            <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} />
            <span>
              Also use your {dashboardServers.length} {dashboardServers.length === 1 ? 'server' : 'servers'}{' '}
              from the dashboard: {names}
            </span>
          </label>
          {copy && <HandoffSummary state={dashboard} listLabel="Servers to copy" />}
        </fieldset>
      )}
      {offered && (
        <label className="mt-3 flex items-start gap-2">
          <input type="checkbox" checked={addLocal} onChange={(e) => setAddLocal(e.target.checked)} />
          <span>
            Add the local connector at {offered.connector}:{' '}
            {offered.servers.length === 1 ? 'server' : 'servers'} {offered.servers.join(', ')}
          </span>
        </label>
      )}
      {error && (
        <p role="alert" className="mt-2 text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <DecisionButtons
        allowLabel="Allow"
        denyLabel="Deny"
        busy={busy || local.pending}
        // allow() shows its own failure in this window.
        onAllow={() => void allow()}
        onDeny={() => decide({ kind: 'grant', allowed: false })}
      />
    </>
  );
}
