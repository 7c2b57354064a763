// Browser entry for benchmark 7: the sidebar's real tools panel (app/features/tools/ToolsPanel) over the real store,
// filled with synthetic tools. The bench drives it through `window.__benchTools`.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { ServerConfig, ServerTool } from '../../bridge/connections/types';
import { RuntimeProvider } from '../../app/shell/RuntimeProvider';
import { ToolsPanel } from '../../app/features/tools/ToolsPanel';
import { startHub } from '../../app/shell/hubService';
import { startElicitations } from '../../app/features/elicitation/elicitations';
import type { Runtime } from '../../app/shell/runtime';
import { createAppStore } from '../../app/shell/store';

// The app's runtime minus live connections: the bench measures rendering, and its servers don't exist.
const store = createAppStore();
const connections = new ConnectionManager({ onStatus: () => undefined, onTools: () => undefined });
const runtime: Runtime = {
  mode: 'dashboard',
  store,
  connections,
  elicitations: startElicitations(store),
  ...startHub(store, connections),
};

const VERBS = ['read', 'write', 'list', 'search', 'create', 'delete', 'move', 'fetch', 'update', 'describe'];
const NOUNS = ['file', 'issue', 'page', 'record', 'graph', 'note', 'branch', 'ticket', 'image', 'event'];

function fill(servers: number, toolsPerServer: number): number {
  const configs: ServerConfig[] = [];
  const tools: Record<string, ServerTool[]> = {};
  for (let s = 0; s < servers; s++) {
    const id = `server-${s}`;
    configs.push({
      id,
      name: `Server ${s}`,
      url: `http://127.0.0.1:1/${id}`,
      transport: 'streamable-http',
      enabled: true,
    });
    tools[id] = Array.from({ length: toolsPerServer }, (_, t) => {
      const name = `${VERBS[t % VERBS.length]}_${NOUNS[(t + s) % NOUNS.length]}_${t}`;
      return {
        serverId: id,
        name,
        description: `${name.replace(/_/g, ' ')}: does one thing on ${id}, with a description about as long as real tools have.`,
        inputSchema: {
          type: 'object',
          properties: { path: { type: 'string', description: 'Where' }, limit: { type: 'number' } },
          required: ['path'],
        },
        annotations: { readOnlyHint: t % 3 === 0 },
      };
    });
  }
  store.setState({ servers: configs, tools });
  return servers * toolsPerServer;
}

const host = document.getElementById('root') as HTMLElement;
let root: Root | undefined;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** No DOM change for this long means a deferred, time-sliced render has landed. */
const QUIET_MS = 300;

/**
 * Runs `change`, then waits until the DOM under the host stops changing. `sync`: ms `change` itself took;
 * `settled`: ms until the last DOM change it caused (renders React defers land after `change` returns).
 */
async function untilQuiet(change: () => void): Promise<{ sync: number; settled: number }> {
  let last = 0;
  const observer = new MutationObserver(() => (last = performance.now()));
  observer.observe(host, { childList: true, subtree: true, characterData: true, attributes: true });
  const start = performance.now();
  change();
  const sync = performance.now() - start;
  for (let seen = -1; seen !== last && performance.now() - start < 3000;) {
    seen = last;
    await pause(QUIET_MS);
  }
  observer.disconnect();
  return { sync, settled: Math.max(sync, last - start) };
}

/** Layout time now, added to a figure that ended with a DOM change: the user waits for layout too. */
function layout(): number {
  const start = performance.now();
  void host.offsetHeight;
  return performance.now() - start;
}

/**
 * Mounts the panel from scratch. `first`: the first commit plus layout, what the user waits for to see the
 * tab; `complete`: until the last row a deferred render adds is in the DOM, plus layout.
 */
async function render(): Promise<{ first: number; complete: number }> {
  root?.unmount();
  host.replaceChildren();
  root = createRoot(host);
  const { sync, settled } = await untilQuiet(() => {
    flushSync(() =>
      root?.render(
        <RuntimeProvider store={store} value={runtime}>
          <ToolsPanel />
        </RuntimeProvider>,
      ),
    );
    void host.offsetHeight; // Forces style and layout, part of what the user waits for.
  });
  return { first: sync, complete: settled + layout() };
}

function searchBox(): HTMLInputElement | null {
  return host.querySelector<HTMLInputElement>(
    'input[type="search"], input[role="searchbox"], input[placeholder*="earch" i]',
  );
}

/** Types one value into the search box; returns the time until its last DOM change, plus layout. */
async function keystroke(value: string): Promise<number> {
  const input = searchBox();
  if (!input) return Number.NaN;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  const { settled } = await untilQuiet(() => {
    setValue?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  return settled + layout();
}

function rows(): number {
  return host.querySelectorAll('li').length;
}

Object.assign(window, {
  __benchTools: { fill, render, keystroke, hasSearch: () => searchBox() !== null, rows },
});
