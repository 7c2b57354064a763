import { BookmarkletSlot } from './BookmarkletSlot';
import { button, card, muted } from '../../ui/classNames';

export interface InstallPanelProps {
  /** null while loading or when the build has no bookmarklet. */
  bookmarklet: string | null;
  snippet: string | null;
  connectorCommand: string;
  loadError?: string;
  onCopy(text: string): void;
  onBookmarkletDrag?: () => void;
}

const code =
  'block max-h-48 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-2 text-xs dark:bg-slate-950';

export function InstallPanel({
  bookmarklet,
  snippet,
  connectorCommand,
  loadError,
  onCopy,
  onBookmarkletDrag,
}: InstallPanelProps) {
  return (
    <div className="flex flex-col gap-3">
      <section className={card} aria-labelledby="install-bookmarklet">
        <h2 id="install-bookmarklet" className="font-semibold">
          Bookmarklet
        </h2>
        <p className="mt-1 text-sm">
          Drag this button to your bookmarks bar. On a chat site, click the bookmark to open the sidebar.
        </p>
        <div className="mt-2">
          <BookmarkletSlot code={bookmarklet} error={loadError} onDragStart={onBookmarkletDrag} />
        </div>
      </section>
      <section className={card} aria-labelledby="install-snippet">
        <h2 id="install-snippet" className="font-semibold">
          Embed snippet
        </h2>
        <p className="mt-1 text-sm">Site owners can add this to their own page instead.</p>
        {snippet ? (
          <>
            <code className={`${code} mt-2`}>{snippet}</code>
            <button type="button" className={`${button} mt-2`} onClick={() => onCopy(snippet)}>
              Copy snippet
            </button>
          </>
        ) : (
          <p className={muted}>{loadError ?? 'Loading the snippet…'}</p>
        )}
      </section>
      <section className={card} aria-labelledby="install-connector">
        <h2 id="install-connector" className="font-semibold">
          Local connector
        </h2>
        <p className="mt-1 text-sm">
          Runs your local (stdio) MCP servers and serves them to this app on 127.0.0.1 only. Start it, then
          open the pairing link it prints.
        </p>
        <code className={`${code} mt-2`}>{connectorCommand}</code>
        <button type="button" className={`${button} mt-2`} onClick={() => onCopy(connectorCommand)}>
          Copy command
        </button>
      </section>
    </div>
  );
}
