// The loader's UI in the host page: the sidebar iframe, a toggle handle and a notice panel, all inside
// one shadow root, so page CSS (`iframe { display: none }`, `button { ... }`) cannot reach them. The
// iframe lives in the shadow root too: postMessage only needs its contentWindow, which we hold.
// Built with DOM APIs only (no innerHTML), so Trusted Types pages accept it.
import { PAGE_LAYOUT, clampToRange } from '../../bridge/protocol/settings';
import type { PageLayoutParams } from '../../bridge/protocol/types';
import type { EmbedConfig } from '../types';
import { pushLayout } from './pushLayout';
import {
  applyStyles,
  buttonStyles,
  frameStyles,
  handleStyles,
  hostStyles,
  noticeStyles,
  noticeTextStyles,
  secondaryButtonStyles,
} from './styles';

export const PRODUCT_NAME = 'MCP Multi Bridge';
/**
 * 'open', not 'closed': a closed root protects nothing from a page that runs in the same JS world (it
 * can patch attachShadow first, and the hub never trusts the page anyway), while it hides our buttons
 * from browser automation (Playwright locators do not enter closed roots) and the e2e tests.
 */
export const SHADOW_MODE: ShadowRootMode = 'open';
/**
 * Delegates local-network access to the frame under each name browsers use: Chrome's `local-network-access`,
 * and `loopback-network` / `local-network` (Firefox, which otherwise refuses the frame's requests to
 * 127.0.0.1 without asking), plus the clipboard.
 */
export const FRAME_ALLOW =
  'local-network-access; loopback-network; local-network; clipboard-read; clipboard-write';

export interface NoticeAction {
  label: string;
  /** Stable `data-mcp-bridge` value, for tests. */
  id: string;
  run(): void;
}

export interface Notice {
  message: string;
  action?: NoticeAction;
  /** True when the frame cannot work (blocked, or the sidebar lives in a window): hide it for good. */
  replacesFrame: boolean;
}

export interface SidebarUi {
  /** The iframe, or null in window mode. */
  readonly frame: HTMLIFrameElement | null;
  isOpen(): boolean;
  setOpen(open: boolean): void;
  toggle(): void;
  /** The user's layout from the sidebar's Settings; fields left out keep their value. */
  setLayout(params: PageLayoutParams): void;
  showNotice(notice: Notice): void;
  hideNotice(): void;
  destroy(): void;
}

/** The sidebar URL with one query parameter (the frame's page origin, or the window marker); no secret. */
export function appUrl(config: EmbedConfig, name: string, value: string): string {
  const url = new URL(config.sidebarPath, config.appOrigin);
  url.searchParams.set(name, value);
  return url.href;
}

/** The sidebar URL carries only the page origin, never a secret: the page can read it. */
export const sidebarUrl = (config: EmbedConfig, pageOrigin: string): string =>
  appUrl(config, 'host', pageOrigin);

/** One of our elements, named by its `data-mcp-bridge` value (tests find them by it), styled inline. */
function part<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  id: string,
  styles: Record<string, string>,
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.setAttribute('data-mcp-bridge', id);
  applyStyles(element, styles);
  return element;
}

function button(doc: Document, label: string, id: string, styles: Record<string, string>): HTMLButtonElement {
  const element = part(doc, 'button', id, styles);
  element.type = 'button';
  element.textContent = label;
  return element;
}

export function createSidebar(
  doc: Document,
  config: EmbedConfig,
  options: { withFrame: boolean },
): SidebarUi {
  const host = part(doc, 'div', 'root', hostStyles);
  const root = host.attachShadow({ mode: SHADOW_MODE });
  const layout = pushLayout(doc.documentElement);

  const handle = button(doc, 'MCP', 'toggle', {});
  handle.addEventListener('click', () => ui.toggle());
  root.append(handle);

  let frame: HTMLIFrameElement | null = null;
  if (options.withFrame) {
    frame = part(doc, 'iframe', 'frame', frameStyles(config.width));
    frame.setAttribute('allow', FRAME_ALLOW);
    frame.title = PRODUCT_NAME;
    // setAttribute rather than `.src =`, so the bundle test can forbid every `.src=` (script sinks).
    frame.setAttribute('src', sidebarUrl(config, doc.defaultView?.location.origin ?? 'null'));
    root.append(frame);
  }

  const panel = part(doc, 'div', 'notice', noticeStyles);
  panel.setAttribute('role', 'status');
  root.append(panel);

  let open = config.open;
  let mode = config.layout;
  let width = config.width;
  let frameUsable = frame !== null;
  let hasNotice = false;

  function render(): void {
    const frameShown = open && frameUsable;
    const shown = (visible: boolean) => ({ display: visible ? 'block' : 'none' });
    if (frame) applyStyles(frame, { ...shown(frameShown), width: `${width}px` });
    applyStyles(panel, shown(open && hasNotice));
    applyStyles(handle, handleStyles(frameShown ? width : 0));
    handle.setAttribute('aria-label', `${open ? 'Hide' : 'Show'} ${PRODUCT_NAME}`);
    handle.setAttribute('aria-expanded', String(open));
    if (frameShown && mode === 'push') layout.apply(width);
    else layout.restore();
  }

  const ui: SidebarUi = {
    frame,
    isOpen: () => open,
    setOpen(next) {
      open = next;
      render();
    },
    toggle: () => ui.setOpen(!open),
    setLayout(p) {
      if (p.layout === 'overlay' || p.layout === 'push') mode = p.layout;
      // `w === w` refuses NaN, which the clamp would turn into the default.
      if (typeof p.width === 'number' && p.width === p.width)
        width = clampToRange(PAGE_LAYOUT.width, p.width);
      if (typeof p.minimized === 'boolean') open = !p.minimized;
      render();
    },
    showNotice(notice) {
      const text = doc.createElement('p');
      text.textContent = notice.message;
      applyStyles(text, noticeTextStyles);
      const dismiss = button(doc, 'Dismiss', 'dismiss', secondaryButtonStyles);
      dismiss.addEventListener('click', () => ui.hideNotice());
      const action = notice.action;
      const actionButton = action && button(doc, action.label, action.id, buttonStyles);
      actionButton?.addEventListener('click', () => action?.run());
      panel.replaceChildren(text, ...(actionButton ? [actionButton] : []), dismiss);
      hasNotice = true;
      if (notice.replacesFrame) frameUsable = false;
      open = true;
      render();
    },
    hideNotice() {
      // Without a usable frame the notice is the only way back to the sidebar: minimize, keep it.
      if (frameUsable) {
        panel.replaceChildren();
        hasNotice = false;
      } else open = false;
      render();
    },
    destroy() {
      layout.restore();
      host.remove();
    },
  };

  render();
  doc.documentElement.append(host);
  return ui;
}
