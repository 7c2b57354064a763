// The picker's looks: a panel and outline boxes in a closed shadow root, built with DOM APIs and text only
// (Trusted Types pages throw on innerHTML), in our own colours so it reads on light and dark pages alike.
import { shadowHost, textElement } from '../runtime/badge';

// An open <dialog> is centred by the browser's own rules (fixed, inset 0, fit-content, auto margins): it sits at
// the top, as chat inputs sit at the bottom. Outlines share its z-index and come first, so the panel stays on top.
const CSS =
  ':host{all:initial}dialog,i{position:fixed;z-index:2147483647}' +
  'dialog{top:9px;max-width:90vw;font:caption;color-scheme:dark;border-width:1px;border-radius:9px}' +
  'button{margin:3px}i{pointer-events:none;outline:2px solid orange}.h{outline-style:dashed}';

/** [label, action, disabled?] */
export type PanelButton = [string, () => void, boolean?];

export interface PickerView {
  host: Element;
  /** The title, lines under it, and the buttons. */
  show(title: string, lines: string[], buttons: PanelButton[]): void;
  /** Outlines the picked elements, and dashed the one a click would pick. */
  outline(picked: Element[], hovered?: Element): void;
}

export function createPickerView(doc: Document): PickerView {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text = '') => textElement(doc, tag, text);
  // A custom element name: page rules for div and friends do not reach the host.
  const [host, root] = shadowHost(doc, CSS, 'mcp-bridge-picker');
  const panel = el('dialog');
  panel.open = true;
  panel.ariaLabel = 'Teach this site';
  panel.tabIndex = -1;
  const live = el('div');
  live.ariaLive = 'polite';
  const boxes = el('div');
  root.append(boxes, panel);
  doc.documentElement.append(host);
  panel.focus();

  return {
    host,
    show(title, lines, buttons) {
      live.replaceChildren(el('b', title), ...lines.map((line) => el('div', line)));
      panel.replaceChildren(
        live,
        ...buttons.map(([label, action, disabled]) => {
          const button = el('button', label);
          button.disabled = !!disabled;
          button.onclick = action;
          return button;
        }),
      );
    },
    outline(picked, hovered) {
      boxes.replaceChildren(
        // A page may match thousands; outlining the first 50 shows the pattern without slowing it down.
        ...picked
          .slice(0, 50)
          .concat(hovered ?? [])
          .map((target) => {
            const r = target.getBoundingClientRect();
            const box = el('i');
            if (target === hovered) box.className = 'h';
            box.style.cssText = `left:${r.x}px;top:${r.y}px;width:${r.width}px;height:${r.height}px`;
            return box;
          }),
      );
    },
  };
}
