// Entry of the page runtime: pick the adapter, connect to the hub in the sidebar, watch the chat for calls and
// run them. The loader (embed/loader) calls this once it has made the sidebar frame or popup. When the sidebar
// serves an adapter table or a taught adapter that changes the pick, the chat parts are rebuilt with it.
import { warn } from '../warn';
import { errorText } from '../../bridge/format/errorText';
import type { ReadyScan } from '../../bridge/format';
import type { AdaptersResource } from '../../bridge/protocol/adapters';
import { pickAdapter } from '../adapters/registry';
import type { AdapterPick, ServedAdapters } from '../adapters/registry';
import { adapterKey, readServedTable, readTaught } from '../adapters/servedTable';
import type { EmbedConfig, SidebarTarget } from '../types';
import { createCallRunner } from './callRunner';
import { createChatSurface } from './chatSurface';
import type { ChatSurface } from './chatSurface';
import { SeenCalls } from './dedup';
import { connectHub } from './hubClient';
import { JsonRpcError } from './jsonRpcPeer';
import type { HubClient, HubHooks, PageActions } from './hubClient';
import { observeCalls } from './observer';
import { pageActions } from './pageActions';
import { offerPastedResultsAsFile } from './pasteOffer';
import { trackTurns } from './turns';
import { WEBMCP_TAB_CHANNEL } from '../../bridge/protocol/constants';
import { discoverPageTools } from '../webmcp/pageTools';
import { teachPage } from '../teach/teachPage';

const RECONNECT_DELAY_MS = 1000;

export interface PageRuntimeHandle {
  stop(): void;
  /** Connects to a new sidebar (e.g. the popup that replaced a blocked frame); the chat observer keeps running. */
  reconnect(target: SidebarTarget): void;
  /** The adapter in use now: it changes when a served table or a taught adapter changes the pick. */
  readonly adapterId: string;
}

export function startPageRuntime(
  config: EmbedConfig,
  target: SidebarTarget,
  hooks: HubHooks = {},
): PageRuntimeHandle {
  const conversation = () => location.pathname;
  // One set for every adapter the page uses, so a call handed on before a switch is never handed on again.
  const seen = new SeenCalls();
  let served: ServedAdapters = {};
  let refused = '';
  let pick: AdapterPick;
  let key = '';
  let chat: ReturnType<typeof watchChat>;
  // Assigned by connect() below, once the page actions exist; only the reads of the first observer come earlier.
  let hub: HubClient;
  let stopped = false;

  // The hub and the runner talk to whatever adapter is current, through these objects: each adapter's chat
  // parts (watchChat) and each pick's actions (repick) are assigned onto them.
  const surface = {} as ChatSurface;
  const actions = {
    teach: (params) => teachPage(params, pick.adapter.selectors.codeBlock, (ask) => hub.deriveSelectors(ask)),
    pageTools: discoverPageTools(config.webmcpChannel ?? WEBMCP_TAB_CHANNEL),
  } as PageActions;
  const runner = createCallRunner({ hub: () => hub, surface, conversation });
  // The sidebar reads the calls (bridge/format's parser). A read that a closing connection (or none yet) left
  // unanswered is asked again of the next connection, so no block the observer waits for goes unread.
  const waiting: (() => void)[] = [];
  const scan = (texts: string[]): Promise<ReadyScan[][]> => {
    const asked = hub as HubClient | undefined;
    const again = () =>
      new Promise<void>((go) => (asked === hub ? waiting.push(go) : go())).then(() => scan(texts));
    return asked
      ? asked.scanCalls(texts).catch((error: unknown) => {
          // The sidebar answered with an error: that text has nothing to run.
          if (stopped || error instanceof JsonRpcError) throw error;
          return again();
        })
      : again();
  };

  /** The chat parts for one adapter. The observer starts as at page load: what is on the page is history. */
  function watchChat(current: AdapterPick) {
    const own = createChatSurface(current.adapter);
    const turns = trackTurns(current.adapter.selectors);
    // The runner's sends are marked as the page's own, so they do not count as the user's turn.
    Object.assign(surface, own, { submit: () => turns.ownSend(() => own.submit()) });
    const pastes = offerPastedResultsAsFile({
      inputSelector: current.adapter.selectors.input,
      surface: own,
      threshold: () => hub.settings().attachThresholdChars,
      callIds: (text) => hub.readResults(text),
    });
    const observer = observeCalls({
      adapter: current.adapter,
      seen,
      turns,
      conversation,
      scan,
      onCalls: (_message, calls) => {
        runner.run(calls).catch((error: unknown) => warn(`Running the calls failed: ${errorText(error)}`));
      },
    });
    return {
      surface: own,
      stop() {
        observer.stop();
        turns.stop();
        pastes.stop();
      },
    };
  }

  /**
   * Picks again; rebuilds the chat parts only when the adapter's data changed. The same data from elsewhere
   * (the served copy of a built-in site, the usual case at load) only changes what health reports.
   */
  const repick = () => {
    const next = pickAdapter(config, served);
    const nextKey = adapterKey(next.adapter);
    pick = next;
    if (nextKey !== key) {
      chat?.stop();
      key = nextKey;
      chat = watchChat(next);
    }
    Object.assign(actions, pageActions(next, chat.surface));
  };
  repick();

  const onAdapters = (resource: AdaptersResource) => {
    const table = resource.table === undefined ? undefined : readServedTable(resource.table);
    if (typeof table === 'string' && table !== refused)
      warn(`Using the built-in adapters: ${(refused = table)}.`);
    // An answer without a table (a reloaded sidebar still fetching it) keeps the page's: no switching back and forth.
    served = {
      table: typeof table === 'string' ? undefined : (table ?? served.table),
      taught: readTaught(resource.taught),
    };
    repick();
    hub.healthChanged();
  };

  let current = target;
  let retry: ReturnType<typeof setTimeout> | undefined;
  /** Connects to `next` and hands it the reads still waiting for a connection. */
  const connect = (next: SidebarTarget) => {
    hub = connectHub(config, next, actions, {
      ...hooks,
      onAdapters,
      // The sidebar stopped (e.g. it reloads) but its window is still there: connect again once it is back.
      onClosed: () => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (!stopped && next === current && next.contentWindow && !next.contentWindow.closed) connect(next);
        }, RECONNECT_DELAY_MS);
      },
    });
    waiting.splice(0).forEach((go) => go());
  };
  connect(target);

  return {
    get adapterId() {
      return pick.adapter.id;
    },
    stop() {
      stopped = true;
      clearTimeout(retry);
      chat.stop();
      hub.close();
      actions.pageTools?.stop();
    },
    reconnect(next) {
      clearTimeout(retry);
      hub.close();
      current = next;
      connect(next);
    },
  };
}
