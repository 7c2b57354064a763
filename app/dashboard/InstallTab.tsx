import { useActions } from '../context/runtimeContext';
import { EmbedSnippetGenerator } from '../components/EmbedSnippetGenerator';
import { InstallPanel } from '../components/InstallPanel';
import { useConnectorCommand } from '../components/useConnectorCommand';
import { noteBookmarkletDragged } from '../services/firstRunProgress';
import { useInstallAssets } from './useInstallAssets';

export function InstallTab() {
  const actions = useActions();
  const assets = useInstallAssets();
  const command = useConnectorCommand();
  return (
    <>
      <InstallPanel
        bookmarklet={assets?.bookmarklet ?? null}
        snippet={assets?.snippet ?? null}
        connectorCommand={command}
        {...(assets?.error ? { loadError: assets.error } : {})}
        onCopy={(text) => void actions.copy(text)}
        onBookmarkletDrag={noteBookmarkletDragged}
      />
      <EmbedSnippetGenerator appOrigin={window.location.origin} onCopy={(text) => void actions.copy(text)} />
    </>
  );
}
