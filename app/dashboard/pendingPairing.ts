// The pairing waiting for the user's answer in the dashboard: a `#pair=` link (taken out of the address
// bar at once) or, while nothing is paired, the `npm start` demo's pairing file. Nothing is applied here.
import { create } from 'zustand';
import type { PairingPayload } from '../../bridge/protocol/pairing';
import { fetchLocalPairing, hasConnectorPairing, takePairingFragment } from '../services/pairing';
import type { AppStore } from '../store/store';

export const usePendingPairing = create<{ pending: PairingPayload | null }>(() => ({ pending: null }));

export const clearPendingPairing = () => usePendingPairing.setState({ pending: null });

/** Starts watching for pairing links; returns the function that stops it. */
export function watchPairingLinks(store: AppStore, win: Window = window): () => void {
  const take = () => {
    const payload = takePairingFragment(win.location, win.history);
    if (payload) usePendingPairing.setState({ pending: payload });
    return payload;
  };
  if (!take() && !hasConnectorPairing(store.getState().servers))
    void fetchLocalPairing(win).then(
      (found) => found && usePendingPairing.setState((s) => (s.pending ? s : { pending: found })),
    );
  // A second pairing link opened in the same tab only changes the fragment: no reload, so listen.
  win.addEventListener('hashchange', take);
  return () => win.removeEventListener('hashchange', take);
}
