// The bookmarklet and the snippet, read from our own origin (build outputs; once per page).
import { useEffect, useState } from 'react';
import { loadInstallAssets, type InstallAssets } from './installAssets';

/** null while loading. */
export function useInstallAssets(): InstallAssets | null {
  const [assets, setAssets] = useState<InstallAssets | null>(null);
  useEffect(() => {
    let live = true;
    // It never rejects: what can't be read comes back with its error text.
    void loadInstallAssets().then((loaded) => live && setAssets(loaded));
    return () => {
      live = false;
    };
  }, []);
  return assets;
}
