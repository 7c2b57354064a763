// The pairing waiting for the user's answer in the dashboard: a `#pair=` link (taken out of the address
// bar at once) or, while nothing is paired, the `npm start` demo's pairing file. Nothing is applied here;
// a link that fails the checks (any website can craft one) is refused with the reason, not ignored.
import { create } from 'zustand';
import type { PairingPayload } from '../../../bridge/protocol/pairing';
import { fetchLocalPairing, hasConnectorPairing, takePairingFragment } from './pairing';
import type { AppStore } from '../../shell/store';

export const usePendingPairing = create<{ pending: PairingPayload | null }>(() => ({ pending: null }));

export const clearPendingPairing = () => usePendingPairing.setState({ pending: null });

/** Starts watching for pairing links; returns the function that stops it. */
export function watchPairingLinks(store: AppStore, win: Window = window): () => void {
  const take = () => {
    const read = takePairingFragment(win.location, win.history);
    if (read?.ok) usePendingPairing.setState({ pending: read.payload });
    else if (read)
      store.getState().setNotice({
        kind: 'error',
        text: `This pairing link was refused: ${read.reason}. Nothing was added. Use the link the connector printed (press Enter in its window for a new one).`,
      });
    return read;
  };
  if (!take() && !hasConnectorPairing(store.getState().servers))
    // It never rejects: no pairing file, or an unreadable one, is null.
    void fetchLocalPairing(win).then(
      (found) => found && usePendingPairing.setState((s) => (s.pending ? s : { pending: found })),
    );
  // A second pairing link opened in the same tab only changes the fragment: no reload, so listen.
  win.addEventListener('hashchange', take);
  return () => win.removeEventListener('hashchange', take);
}
