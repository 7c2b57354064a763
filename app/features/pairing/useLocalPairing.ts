// The demo's /local-pairing.json, read by this top-level first-party window only when asked to offer it.
// `pending` holds the decision buttons back, so Allow never means something else a moment later.
import { useEffect, useState } from 'react';
import type { PairingPayload } from '../../../bridge/protocol/pairing';
import { fetchLocalPairing } from './pairing';

export function useLocalPairing(wanted: boolean): { pending: boolean; payload: PairingPayload | null } {
  const [result, setResult] = useState<{ pending: boolean; payload: PairingPayload | null }>({
    pending: wanted,
    payload: null,
  });
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    // It never rejects: no pairing file, or an unreadable one, is null.
    void fetchLocalPairing().then((payload) => live && setResult({ pending: false, payload }));
    return () => {
      live = false;
    };
  }, [wanted]);
  return result;
}
