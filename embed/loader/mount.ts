// The loader's one job per page: read config, refuse a second injection, build the UI, start the
// runtime on the frame (or a popup window), and fall back to the popup when the site blocks frames.
import type { PageLayoutParams } from '../../bridge/protocol/types';
import type { EmbedConfig, SidebarTarget } from '../types';
import { readConfig } from './readConfig';
import type { ConfigSource } from './readConfig';
import { PRODUCT_NAME, createSidebar } from './sidebarFrame';
import type { SidebarUi } from './sidebarFrame';
import {
  OPEN_WINDOW_ID,
  OPEN_WINDOW_LABEL,
  createWindowOpener,
  watchFrameBlocked,
  windowOffer,
} from './cspFallback';
import type { WindowOfferReason } from './cspFallback';

/** The part of the page runtime the loader drives (see embed/runtime/startPageRuntime.ts). */
export interface RuntimeHandle {
  stop(): void;
  reconnect(target: SidebarTarget): void;
}
export type StartRuntime = (
  config: EmbedConfig,
  target: SidebarTarget,
  hooks?: { onConnectionError?(message: string): void; onLayout?(params: PageLayoutParams): void },
) => RuntimeHandle;

/** What the page can see on `window.__mcpMultiBridge`: enough to toggle, nothing to reach inside. */
export interface BridgeInstance {
  readonly version: 1;
  toggle(): void;
}
type BridgeWindow = Window & { __mcpMultiBridge?: BridgeInstance };

export interface MountOptions {
  win: Window;
  /** document.currentScript: the snippet's <script src>, or null for a bookmarklet. */
  script: (ConfigSource & { hasAttribute(name: string): boolean }) | null;
  defaults: EmbedConfig;
  startRuntime: StartRuntime;
}

export interface Mounted {
  config: EmbedConfig;
  ui: SidebarUi;
  runtime(): RuntimeHandle | null;
  destroy(): void;
}

const LOG_PREFIX = '[MCP Multi Bridge]';

/** Mounts once per page. Later runs toggle the sidebar (bookmarklet) or do nothing (a second snippet). */
export function mount({ win, script, defaults, startRuntime }: MountOptions): Mounted | null {
  const bridgeWindow = win as BridgeWindow;
  const existing = bridgeWindow.__mcpMultiBridge;
  if (existing) {
    const isSnippet = script?.hasAttribute('src') ?? false;
    if (!isSnippet) existing.toggle();
    return null;
  }

  const { config, warnings } = readConfig(script, defaults);
  for (const warning of warnings) console.warn(LOG_PREFIX, warning);

  const doc = win.document;
  const framed = config.mode === 'frame';
  // Listen before the frame exists: the violation is reported once its navigation starts.
  const stopWatching = framed
    ? watchFrameBlocked(doc, config.appOrigin, () => showOffer('blocked'))
    : () => {};
  const ui = createSidebar(doc, config, { withFrame: framed });
  // Claim the page before anything can throw, so a second click toggles instead of stacking a second UI.
  const instance: BridgeInstance = { version: 1, toggle: () => ui.toggle() };
  Object.defineProperty(win, '__mcpMultiBridge', { value: instance, configurable: true });

  let runtime: RuntimeHandle | null = null;
  const hooks = {
    onLayout: (params: PageLayoutParams) => ui.setLayout(params),
    onConnectionError(message: string) {
      console.warn(LOG_PREFIX, message);
      ui.showNotice({
        message,
        replacesFrame: false,
        action: { label: OPEN_WINDOW_LABEL, id: OPEN_WINDOW_ID, run: () => openAndReport() },
      });
    },
  };
  const connect = (target: SidebarTarget) => {
    try {
      if (runtime) runtime.reconnect(target);
      else runtime = startRuntime(config, target, hooks);
    } catch (error) {
      console.error(LOG_PREFIX, error);
      ui.showNotice({
        message: `${PRODUCT_NAME} could not start on this page: ${String(error)}`,
        replacesFrame: false,
      });
    }
  };
  const openWindow = createWindowOpener(win, config, connect);
  const showOffer = (reason: WindowOfferReason) =>
    windowOffer(reason, openWindow, (notice) => ui.showNotice(notice));
  const openAndReport = () => showOffer(openWindow() ? 'opened' : 'popup-blocked');

  // Window mode: the bookmarklet click is still the user gesture, so try the popup right away.
  if (ui.frame) connect(ui.frame);
  else openAndReport();

  return {
    config,
    ui,
    runtime: () => runtime,
    destroy() {
      stopWatching();
      runtime?.stop();
      ui.destroy();
      delete bridgeWindow.__mcpMultiBridge;
    },
  };
}
