// A small status badge under a detected call block. It lives in a closed shadow root so the page's CSS can't
// restyle it, and it is built with DOM APIs and a <style> element's text, which Trusted Types pages allow.
// It is a button: a click shows the call's card in the sidebar.

export type BadgeState = 'pending' | 'running' | 'done' | 'error' | 'not-allowed';

/** Marks our own elements, so the observer can ignore the mutations they cause. */
export const BADGE_ATTRIBUTE = 'data-mcp-bridge-badge';

export interface Badge {
  set(state: BadgeState, detail?: string): void;
  remove(): void;
}

/** The states whose label is not their own name. */
const LABELS: Partial<Record<BadgeState, string>> = {
  running: 'running…',
  'not-allowed': 'not allowed yet (grant this site in the sidebar)',
};

const COLORS: Record<BadgeState, string> = {
  pending: '#6b7280',
  running: '#2563eb',
  done: '#15803d',
  error: '#b91c1c',
  'not-allowed': '#a16207',
};

const CSS =
  ':host{display:block;margin:4px 0}' +
  'button{font:12px/1.6 system-ui,sans-serif;color:#fff;border:0;border-radius:9px;' +
  'padding:0 8px;cursor:pointer;' +
  'max-width:100%;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}';

/** A host element whose closed shadow root holds `css`: page CSS can't reach inside, nor page scripts. */
export function shadowHost(doc: Document, css: string, tag = 'div'): [host: HTMLElement, root: ShadowRoot] {
  const host = doc.createElement(tag);
  const root = host.attachShadow({ mode: 'closed' });
  root.append(textElement(doc, 'style', css));
  return [host, root];
}

/** An element of ours holding `text`: text only, never HTML (Trusted Types pages refuse HTML strings). */
export function textElement<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  text = '',
): HTMLElementTagNameMap[K] {
  const element = doc.createElement(tag);
  element.textContent = text;
  return element;
}

/** Inserts a badge after `anchor` (the call's code block) and after badges already there. */
export function attachBadge(anchor: Element, callLabel: string, onClick?: () => void): Badge {
  const doc = anchor.ownerDocument;
  const [host, root] = shadowHost(doc, CSS);
  host.setAttribute(BADGE_ATTRIBUTE, callLabel);
  const label = doc.createElement('button');
  label.type = 'button';
  if (onClick) label.onclick = onClick;
  root.append(label);
  // Several calls in one block: keep their badges in call order.
  let last = anchor;
  while (last.nextElementSibling?.hasAttribute(BADGE_ATTRIBUTE)) last = last.nextElementSibling;
  last.after(host);

  const badge: Badge = {
    set(state, detail) {
      host.setAttribute('data-state', state);
      label.style.background = COLORS[state];
      label.textContent = `MCP: ${LABELS[state] ?? state} · ${callLabel}${detail ? ` — ${detail}` : ''}`;
      label.title = `${label.textContent} (click: show in the sidebar)`;
    },
    remove: () => host.remove(),
  };
  badge.set('pending');
  return badge;
}
