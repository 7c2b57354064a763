import { useActions } from '../context/runtimeContext';
import { EmbedSnippetGenerator } from '../components/EmbedSnippetGenerator';
import { InstallPanel } from '../components/InstallPanel';
import { noteFirstRun } from '../services/firstRunProgress';
import { connectorCommand } from '../services/installAssets';
import { useInstallAssets } from './useInstallAssets';

export function InstallTab() {
  const actions = useActions();
  const assets = useInstallAssets();
  return (
    <>
      <InstallPanel
        bookmarklet={assets?.bookmarklet ?? null}
        snippet={assets?.snippet ?? null}
        connectorCommand={connectorCommand(undefined, assets?.connectorVersion)}
        {...(assets?.error ? { loadError: assets.error } : {})}
        onCopy={(text) => void actions.copy(text)}
        onBookmarkletDrag={() => noteFirstRun({ bookmarkletDragged: Date.now() })}
      />
      <EmbedSnippetGenerator appOrigin={window.location.origin} onCopy={(text) => void actions.copy(text)} />
    </>
  );
}
