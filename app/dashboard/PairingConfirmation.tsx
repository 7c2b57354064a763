// Connected pairing dialog: on the user's click, trades the link's one-time code for the connector's token
// and adds the servers; until then nothing is stored and nothing connects.
import { useEffect, useState } from 'react';
import { PairingDialog } from '../components/PairingDialog';
import { applyPairing, planPairing, redeemPairingCode } from '../services/pairing';
import { useAppStore, useStoreApi } from '../context/runtimeContext';
import { clearPendingPairing, usePendingPairing, watchPairingLinks } from './pendingPairing';

/** `onPaired` lets the dashboard show the servers it just added. */
export function PairingConfirmation({ onPaired }: { onPaired(): void }) {
  const store = useStoreApi();
  const pending = usePendingPairing((s) => s.pending);
  useEffect(() => watchPairingLinks(store), [store]);
  const servers = useAppStore((s) => s.servers);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (!pending) return null;
  const plan = planPairing(pending, servers);
  const close = () => {
    clearPendingPairing();
    setError(null);
    setBusy(false);
  };
  const confirm = async (removeIds: string[]) => {
    setBusy(true);
    try {
      const token = await redeemPairingCode(pending);
      const count = applyPairing(store, plan, token, removeIds);
      store.getState().setNotice({
        kind: 'info',
        text: `Paired ${count} ${count === 1 ? 'server' : 'servers'} from the connector.`,
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
      key={pending.code}
      plan={plan}
      busy={busy}
      error={error}
      onConfirm={(ids) => void confirm(ids)}
      onCancel={close}
    />
  );
}
