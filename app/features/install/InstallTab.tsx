import { useActions } from '../../core/context';
import { EmbedSnippetGenerator } from './EmbedSnippetGenerator';
import { InstallPanel } from './InstallPanel';
import { useConnectorCommand } from './useConnectorCommand';
import { noteBookmarkletDragged } from '../firstRun/firstRunProgress';
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
