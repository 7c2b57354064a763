// Connected pairing dialog: on the user's click, trades the link's one-time code for the connector's token
// and adds the servers; until then nothing is stored and nothing connects. The remote servers the user left
// ticked are added through the dashboard's own "Add server" command, as if typed into its form.
import { Suspense, useEffect, useState } from 'react';
import type { PairingPayload, RemoteServerOffer } from '../../../bridge/protocol/pairing';
import { PairingDialog } from './PairingDialog';
import { applyPairing, planPairing, redeemPairingCode, remoteServerOf } from './pairing';
import { useAppStore, useStoreApi } from '../../core/context';
import { useServerActions } from '../servers';
import { clearPendingPairing, usePendingPairing, watchPairingLinks } from './pendingPairing';

/** `onPaired` lets the dashboard show the servers it just added. */
export function PairingConfirmation({ onPaired }: { onPaired(): void }) {
  const store = useStoreApi();
  const pending = usePendingPairing((s) => s.pending);
  useEffect(() => watchPairingLinks(store), [store]);
  if (!pending) return null;
  // The commands arrive with the runtime's code: only the dialog waits for them, not the dashboard.
  // Keyed on the whole payload: a new link (even with the same code) remounts it, disarmed, ticks reset.
  return (
    <Suspense fallback={null}>
      <PendingPairing key={JSON.stringify(pending)} pending={pending} onPaired={onPaired} />
    </Suspense>
  );
}

function PendingPairing({ pending, onPaired }: { pending: PairingPayload; onPaired(): void }) {
  const store = useStoreApi();
  const serverActions = useServerActions();
  const servers = useAppStore((s) => s.servers);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = planPairing(pending, servers);
  const close = () => {
    clearPendingPairing();
    setError(null);
    setBusy(false);
  };
  const confirm = async (removeIds: string[], remotes: RemoteServerOffer[]) => {
    setBusy(true);
    try {
      // Redeemed even when only remote servers are added: a link no running connector vouches for adds nothing.
      const token = await redeemPairingCode(pending);
      const count = applyPairing(store, plan, token, removeIds);
      for (const remote of remotes) serverActions.addServer(remoteServerOf(remote));
      const total = count + remotes.length;
      store.getState().setNotice({
        kind: 'info',
        text: `Paired ${total} ${total === 1 ? 'server' : 'servers'} from the connector.`,
      });
      close();
      onPaired();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setBusy(false);
    }
  };
  return (
    <PairingDialog
      plan={plan}
      busy={busy}
      error={error}
      // confirm() shows its own failure in the dialog.
      onConfirm={(ids, remotes) => void confirm(ids, remotes)}
      onCancel={close}
    />
  );
}
