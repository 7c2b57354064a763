// When the site's CSP blocks our frame (frame-src / child-src), the browser fires a
// `securitypolicyviolation` event. We then offer the sidebar in a popup on our own origin; the click on
// the offer is the user gesture that popup blockers require. The page side keeps IframeParentTransport,
// which only needs `{ contentWindow }`, so the runtime simply reconnects to the popup.
import type { EmbedConfig, SidebarTarget } from '../types';
import { PRODUCT_NAME, appUrl } from './sidebarFrame';
import type { Notice } from './sidebarFrame';
import { listen } from '../runtime/listen';

export const WINDOW_NAME = 'mcp-multi-bridge';
export const WINDOW_FEATURES = 'popup,width=420,height=760';
export const OPEN_WINDOW_ID = 'open-window';
export const OPEN_WINDOW_LABEL = `Open ${PRODUCT_NAME} in a window`;

const FRAME_DIRECTIVE = /^(frame|child)-src$/;

/** True when the event reports that the CSP blocked a frame from our app origin. */
export function isFrameBlocked(event: Event, appOrigin: string): boolean {
  const violation = event as Partial<SecurityPolicyViolationEvent>;
  const directive = violation.effectiveDirective ?? violation.violatedDirective ?? '';
  if (!FRAME_DIRECTIVE.test(directive.split(' ')[0] ?? '')) return false;
  const blocked = violation.blockedURI ?? '';
  try {
    return new URL(blocked).origin === appOrigin;
  } catch {
    return false;
  }
}

/** Calls `onBlocked` once, on the first frame violation for our origin. Returns a stop function. */
export function watchFrameBlocked(doc: Document, appOrigin: string, onBlocked: () => void): () => void {
  const listener = (event: Event) => {
    if (!isFrameBlocked(event, appOrigin)) return;
    stop();
    onBlocked();
  };
  const stop = listen(doc, 'securitypolicyviolation', listener, true);
  return stop;
}

export const sidebarWindowUrl = (config: EmbedConfig): string => appUrl(config, 'window', 'popup');

/**
 * Opens (or focuses) the sidebar popup and connects the runtime to it. Must run inside a user
 * gesture. Returns false when a popup blocker said no.
 */
export function createWindowOpener(
  win: Window,
  config: EmbedConfig,
  connect: (target: SidebarTarget) => void,
) {
  let popup: Window | null = null;
  return function openWindow(): boolean {
    if (popup && !popup.closed) {
      popup.focus();
      return true;
    }
    popup = win.open(sidebarWindowUrl(config), WINDOW_NAME, WINDOW_FEATURES) ?? null;
    if (!popup) return false;
    connect({ contentWindow: popup });
    return true;
  };
}

export type WindowOfferReason = 'blocked' | 'popup-blocked' | 'opened';

/** The notice that offers the window, worded for why the frame is not available. */
export function windowOffer(
  reason: WindowOfferReason,
  openWindow: () => boolean,
  show: (notice: Notice) => void,
): void {
  const messages = {
    blocked: 'This site blocks embedded frames.',
    'popup-blocked': 'The browser blocked the window: allow pop-ups for this site, or click again.',
    opened: `${PRODUCT_NAME} is open in a separate window.`,
  };
  show({
    message: messages[reason],
    replacesFrame: true,
    action: {
      label: OPEN_WINDOW_LABEL,
      id: OPEN_WINDOW_ID,
      run: () => windowOffer(openWindow() ? 'opened' : 'popup-blocked', openWindow, show),
    },
  });
}
