// Entry of the page runtime: pick the adapter, connect to the hub in the sidebar, watch the chat for calls and
// run them. The loader (embed/loader) calls this once it has made the sidebar frame or popup.
import { pickAdapter } from '../adapters/registry';
import type { EmbedConfig, SidebarTarget } from '../types';
import { createCallRunner } from './callRunner';
import { createChatSurface } from './chatSurface';
import { SeenCalls } from './dedup';
import { connectHub } from './hubClient';
import type { HubClient, HubHooks } from './hubClient';
import { observeCalls } from './observer';
import { pageActions } from './pageActions';
import { offerPastedResultsAsFile } from './pasteOffer';
import { trackTurns } from './turns';
import { WEBMCP_TAB_CHANNEL } from '../../bridge/protocol/constants';
import { discoverPageTools } from '../webmcp/pageTools';

const RECONNECT_DELAY_MS = 1000;

export interface PageRuntimeHandle {
  stop(): void;
  /** Connects to a new sidebar (e.g. the popup that replaced a blocked frame); the chat observer keeps running. */
  reconnect(target: SidebarTarget): void;
  readonly adapterId: string;
}

export function startPageRuntime(
  config: EmbedConfig,
  target: SidebarTarget,
  hooks: HubHooks = {},
): PageRuntimeHandle {
  const adapter = pickAdapter(config);
  const surface = createChatSurface(adapter);
  const actions = {
    ...pageActions(adapter, surface),
    pageTools: discoverPageTools(config.webmcpChannel ?? WEBMCP_TAB_CHANNEL),
  };
  const conversation = () => location.pathname;
  let current = target;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = (next: SidebarTarget): HubClient =>
    connectHub(config, next, actions, {
      ...hooks,
      // The sidebar stopped (e.g. it reloads) but its window is still there: connect again once it is back.
      onClosed: () => {
        clearTimeout(retry);
        retry = setTimeout(() => {
          if (!stopped && next === current && next.contentWindow && !next.contentWindow.closed)
            hub = connect(next);
        }, RECONNECT_DELAY_MS);
      },
    });
  let hub = connect(target);

  const turns = trackTurns(adapter.selectors);
  // The runner's sends (agent loop) start a round for the next answer but not a new human turn.
  const runnerSurface = { ...surface, submit: () => turns.ownSend(() => surface.submit()) };
  const runner = createCallRunner({ hub: () => hub, surface: runnerSurface, conversation });
  const pastes = offerPastedResultsAsFile({
    inputSelector: adapter.selectors.input,
    surface,
    threshold: () => hub.settings().attachThresholdChars,
  });
  const observer = observeCalls({
    adapter,
    seen: new SeenCalls(),
    turns,
    conversation,
    onCalls: (_message, calls) => {
      runner
        .run(calls)
        .catch((error: unknown) => console.warn('[MCP Multi Bridge] Running the calls failed:', error));
    },
  });

  return {
    adapterId: adapter.id,
    stop() {
      stopped = true;
      clearTimeout(retry);
      observer.stop();
      turns.stop();
      pastes.stop();
      hub.close();
      actions.pageTools.stop();
    },
    reconnect(next) {
      clearTimeout(retry);
      hub.close();
      current = next;
      hub = connect(next);
    },
  };
}
