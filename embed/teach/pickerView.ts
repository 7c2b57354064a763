// The picker's looks: a panel and outline boxes in a closed shadow root, built with DOM APIs and text only
// (Trusted Types pages throw on innerHTML), in our own colours so it reads on light and dark pages alike.

const CSS =
  ':host{all:initial}' +
  '.p{position:fixed;left:50%;top:12px;transform:translateX(-50%);z-index:2147483647;box-sizing:border-box;' +
  'width:max-content;max-width:calc(100vw - 16px);font:14px/1.4 system-ui,sans-serif;background:#111;' +
  'color:#fff;border:1px solid #777;border-radius:10px;padding:10px 12px;box-shadow:0 4px 16px #0008}' +
  '.t{top:auto;bottom:12px}b,small{display:block}small{color:#ccc}ul{margin:6px 0 0;padding:0;list-style:none}' +
  '.r{margin-top:8px;display:flex;flex-wrap:wrap;gap:6px}button{font:inherit;cursor:pointer;border:0;' +
  'border-radius:6px;padding:4px 10px;background:#444;color:#fff}button:disabled{opacity:.5}' +
  '.m{background:#2563eb}button:focus-visible{outline:2px solid #9cf}' +
  'i{position:fixed;pointer-events:none;z-index:2147483646;border:2px solid;border-radius:3px;' +
  'box-shadow:0 0 0 1px #fff,inset 0 0 0 1px #fff}.h{border-style:dashed}';

/** [label, action, primary?, disabled?] */
export type PanelButton = [string, () => void, boolean?, boolean?];

export interface PanelContent {
  step?: string;
  title: string;
  note?: string;
  rows?: string[];
  buttons: PanelButton[];
}

/** Outlines for elements: each group in its colour; `hover` groups are dashed. */
export interface Outline {
  els: readonly Element[];
  color: string;
  hover?: boolean;
}

export interface PickerView {
  host: Element;
  panel: HTMLElement;
  show(content: PanelContent): void;
  outline(groups: readonly Outline[]): void;
  remove(): void;
}

export function createPickerView(doc: Document): PickerView {
  const el = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string) => {
    const node = doc.createElement(tag);
    if (text) node.textContent = text;
    return node;
  };
  // A custom element name: page rules for div and friends do not reach the host.
  const host = doc.createElement('mcp-bridge-picker');
  const root = host.attachShadow({ mode: 'closed' });
  const panel = el('div');
  panel.className = 'p';
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', 'Teach this site');
  panel.tabIndex = -1;
  const live = el('div');
  live.setAttribute('aria-live', 'polite');
  const actions = el('div');
  actions.className = 'r';
  // Top by default (chat inputs sit at the bottom); ↕ moves it when it covers what the user wants to pick.
  const move = el('button', '↕');
  move.setAttribute('aria-label', 'Move this panel');
  move.onclick = () => panel.classList.toggle('t');
  panel.append(live, actions);
  const boxes = el('div');
  const style = el('style', CSS);
  root.append(style, boxes, panel);
  doc.documentElement.append(host);

  return {
    host,
    panel,
    show({ step, title, note, rows, buttons }) {
      const list = el('ul');
      list.append(...(rows ?? []).map((row) => el('li', row)));
      live.replaceChildren(
        ...(step ? [el('small', step)] : []),
        el('b', title),
        ...(note ? [el('small', note)] : []),
        ...(rows ? [list] : []),
      );
      actions.replaceChildren(
        ...buttons.map(([label, action, primary, disabled]) => {
          const button = el('button', label);
          button.type = 'button';
          if (primary) button.className = 'm';
          button.disabled = !!disabled;
          button.onclick = action;
          return button;
        }),
        move,
      );
    },
    outline(groups) {
      boxes.replaceChildren(
        ...groups.flatMap(({ els, color, hover }) =>
          // A page may match thousands; outlining the first 50 shows the pattern without slowing it down.
          els.slice(0, 50).map((target) => {
            const r = target.getBoundingClientRect();
            const box = el('i');
            if (hover) box.className = 'h';
            box.style.cssText = `left:${r.left - 2}px;top:${r.top - 2}px;width:${r.width}px;height:${r.height}px;border-color:${color}`;
            return box;
          }),
        ),
      );
    },
    remove: () => host.remove(),
  };
}
