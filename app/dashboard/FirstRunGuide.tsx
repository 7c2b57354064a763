// The dashboard's getting-started guide: connect a server, install the bookmarklet, use it on a chat. Each
// step's state comes from firstRunSteps (the store and the first-run record); all done, it folds to a line.
import { BookmarkletLink } from '../components/BookmarkletLink';
import { button, card, muted, pre } from '../components/ui';
import { noteFirstRun } from '../services/firstRunProgress';
import { FirstRunCopyButton } from './FirstRunCopyButton';
import { FirstRunStep } from './FirstRunStep';
import type { FirstRunGuideState } from './useFirstRunGuide';
import { useConnectorCommand } from '../components/useConnectorCommand';
import { useInstallAssets } from './useInstallAssets';

/** The guide's heading, which "Show the connector command" focuses. */
export const FIRST_RUN_TITLE_ID = 'first-run-title';

export interface FirstRunGuideProps {
  /** Rendered only while not hidden, so a hidden guide loads nothing. */
  guide: FirstRunGuideState;
  onOpenTab(tab: 'servers' | 'install'): void;
}

const linkButton = 'font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300';

export function FirstRunGuide({ guide, onOpenTab }: FirstRunGuideProps) {
  const assets = useInstallAssets();
  const command = useConnectorCommand();
  const state = guide.steps;
  const hideButton = (
    // Named apart from the secret fields' Hide; the name still starts with what the button shows.
    <button type="button" className={button} onClick={guide.hide} aria-label="Hide getting started">
      Hide
    </button>
  );

  if (guide.view === 'line') {
    return (
      <section
        aria-label="Getting started"
        className="mx-3 mt-3 flex flex-wrap items-center gap-2 rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 dark:border-emerald-900 dark:bg-emerald-950 dark:text-emerald-200"
      >
        <p className="min-w-0 flex-1">
          <span aria-hidden="true">✓ </span>You&apos;re set up: a server is connected and a chat site may use
          your tools.
        </p>
        <button type="button" className={button} onClick={guide.show}>
          Show the steps
        </button>
        {hideButton}
      </section>
    );
  }

  return (
    <section aria-labelledby={FIRST_RUN_TITLE_ID} className={`${card} mx-3 mt-3`}>
      <div className="flex items-center justify-between gap-2">
        <h2 id={FIRST_RUN_TITLE_ID} tabIndex={-1} className="font-semibold">
          Get started in three steps
        </h2>
        {hideButton}
      </div>
      <ol className="mt-3 grid gap-3 md:grid-cols-3">
        <FirstRunStep
          number={1}
          title="Connect a server"
          state={state.connect}
          doneText={state.connectNote ?? ''}
        >
          <p>Run the local connector on your computer (it needs Node.js):</p>
          <code className={`${pre} block`}>{command}</code>
          <div>
            <FirstRunCopyButton text={command} label="Copy command" />
          </div>
          <p className={muted}>
            Without --config it finds the servers in your Claude Desktop, Cursor and VS Code settings.
          </p>
          <p>Then open the pairing link it prints and click Add.</p>
          <p>
            Or{' '}
            <button type="button" className={linkButton} onClick={() => onOpenTab('servers')}>
              add a remote server
            </button>{' '}
            by its URL.
          </p>
          {state.connect === 'in-progress' && <p className={muted}>{state.connectNote}</p>}
        </FirstRunStep>
        <FirstRunStep
          number={2}
          title="Install the bookmarklet"
          state={state.install}
          doneText="The sidebar has opened on a site in this browser."
        >
          <p>Drag this button to your bookmarks bar:</p>
          <div>
            {assets?.bookmarklet ? (
              <BookmarkletLink
                code={assets.bookmarklet}
                label="MCP Bridge"
                onDragStart={() => noteFirstRun({ bookmarkletDragged: Date.now() })}
              />
            ) : (
              <span className={muted}>{assets?.error ?? 'Loading the bookmarklet…'}</span>
            )}
          </div>
          <p>
            Run your own chat site?{' '}
            <button type="button" className={linkButton} onClick={() => onOpenTab('install')}>
              Get the embed snippet
            </button>{' '}
            for your page instead.
          </p>
          <p className={muted}>Checked once the sidebar has opened on a site and asked for permission.</p>
        </FirstRunStep>
        <FirstRunStep
          number={3}
          title="Use it on a chat"
          state={state.use}
          doneText="A chat site may use your tools: ask its AI for something that needs one."
        >
          <p>
            Open a chat site (ChatGPT, Claude, Gemini, …) and click <strong>MCP Bridge</strong> in your
            bookmarks bar. In the sidebar, click <strong>Allow in a new window…</strong>, then{' '}
            <strong>Allow</strong>.
          </p>
          <p className={muted}>
            {state.use === 'in-progress'
              ? 'The sidebar asked: click Allow in the window it opened.'
              : 'Checked once you allow a site.'}
          </p>
        </FirstRunStep>
      </ol>
    </section>
  );
}
