// The guide's three steps, apart from its folded line: only the steps show the connector command and the
// bookmarklet, so only they read connector.json and the install assets.
import { BookmarkletSlot } from '../install';
import { muted, pre } from '../../ui/classNames';
import { useConnectorCommand } from '../install';
import { noteBookmarkletDragged } from '../../core/firstRunProgress';
import { FirstRunCopyButton } from './FirstRunCopyButton';
import { FirstRunStep } from './FirstRunStep';
import type { FirstRunState } from './firstRunSteps';
import { useInstallAssets } from '../install';

const linkButton = 'font-medium text-indigo-700 underline hover:no-underline dark:text-indigo-300';

export interface FirstRunStepListProps {
  state: FirstRunState;
  onOpenTab(tab: 'servers' | 'install'): void;
}

export function FirstRunStepList({ state, onOpenTab }: FirstRunStepListProps) {
  const assets = useInstallAssets();
  const command = useConnectorCommand();
  return (
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
          <BookmarkletSlot
            code={assets?.bookmarklet ?? null}
            error={assets?.error}
            onDragStart={noteBookmarkletDragged}
          />
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
  );
}
