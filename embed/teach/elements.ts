// What counts as a chat input and as a send control: the derivation climbs to these, the live checks demand them.
// And the small DOM helpers both share.

export const EDITABLE = 'textarea,input,[contenteditable]:not([contenteditable=false])';

export const BUTTON = 'button,[role=button],[type=submit],[type=button]';

/** Words a site's own send control (a div without button semantics) carries in its class. */
export const SEND_WORDS = /send|submit|btn|button|enter|operate/i;

/** What `selector` matches in `root`, or undefined when it does not parse (a typo, or `:has` unsupported). */
export function select(root: ParentNode, selector: string): Element[] | undefined {
  try {
    return [...root.querySelectorAll(selector)];
  } catch {
    return undefined;
  }
}

export const related = (a: Element, b: Element) => a.contains(b) || b.contains(a);

/** `el` and its ancestors inside <body>, nearest first. */
export function lineage(el: Element | null): Element[] {
  const list: Element[] = [];
  for (; el && el.localName !== 'body'; el = el.parentElement) list.push(el);
  return list;
}
