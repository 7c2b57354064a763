import { useClipboard } from '../../core/clipboard';
import { EmbedSnippetGenerator } from './EmbedSnippetGenerator';
import { InstallPanel } from './InstallPanel';
import { useConnectorCommand } from './useConnectorCommand';
import { noteBookmarkletDragged } from '../../core/firstRunProgress';
import { useInstallAssets } from './useInstallAssets';

export function InstallTab() {
  const clipboard = useClipboard();
  const assets = useInstallAssets();
  const command = useConnectorCommand();
  return (
    <>
      <InstallPanel
        bookmarklet={assets?.bookmarklet ?? null}
        snippet={assets?.snippet ?? null}
        connectorCommand={command}
        {...(assets?.error ? { loadError: assets.error } : {})}
        onCopy={(text) => {
          clipboard.copy(text);
        }}
        onBookmarkletDrag={noteBookmarkletDragged}
      />
      <EmbedSnippetGenerator
        appOrigin={window.location.origin}
        onCopy={(text) => {
          clipboard.copy(text);
        }}
      />
    </>
  );
}
