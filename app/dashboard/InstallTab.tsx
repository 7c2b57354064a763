import { useEffect, useState } from 'react';
import { useActions } from '../context/runtimeContext';
import { EmbedSnippetGenerator } from '../components/EmbedSnippetGenerator';
import { InstallPanel } from '../components/InstallPanel';
import { connectorCommand, loadInstallAssets, type InstallAssets } from '../services/installAssets';

export function InstallTab() {
  const actions = useActions();
  const [assets, setAssets] = useState<InstallAssets | null>(null);
  useEffect(() => {
    let live = true;
    void loadInstallAssets().then((loaded) => live && setAssets(loaded));
    return () => {
      live = false;
    };
  }, []);
  return (
    <>
      <InstallPanel
        bookmarklet={assets?.bookmarklet ?? null}
        snippet={assets?.snippet ?? null}
        connectorCommand={connectorCommand(undefined, assets?.connectorVersion)}
        {...(assets?.error ? { loadError: assets.error } : {})}
        onCopy={(text) => void actions.copy(text)}
      />
      <EmbedSnippetGenerator appOrigin={window.location.origin} onCopy={(text) => void actions.copy(text)} />
    </>
  );
}
