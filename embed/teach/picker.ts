// Captures the user's picks on the page: listeners exist only between start and stop. Clicks are swallowed at
// the document in the capture phase, so the page's own handlers never see them (picking the send button must
// not send). Events on our own panel (retargeted to its shadow host) pass through untouched.

export interface PickHandlers {
  hover(target: Element | undefined): void;
  pick(target: Element): void;
  escape(): void;
  /** The page scrolled or resized: outlines must follow. */
  moved(): void;
}

const SWALLOWED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click', 'dblclick', 'auxclick'];

export function capturePicks(doc: Document, host: Element, on: PickHandlers): () => void {
  const view = doc.defaultView;
  const ours = (event: Event) => event.composedPath().includes(host);
  const swallow = (event: Event) => {
    if (ours(event)) return;
    event.preventDefault();
    event.stopPropagation();
    event.stopImmediatePropagation();
    if (event.type === 'click' && event.target instanceof Element) on.pick(event.target);
  };
  const move = (event: Event) => {
    const { target } = event;
    on.hover(ours(event) || !(target instanceof Element) ? undefined : target);
  };
  const key = (event: Event) => {
    if ((event as KeyboardEvent).key !== 'Escape') return;
    event.preventDefault();
    event.stopPropagation();
    on.escape();
  };
  const moved = () => on.moved();
  const listeners: [EventTarget | null, string, (event: Event) => void][] = [
    ...SWALLOWED.map((type) => [doc, type, swallow] as [Document, string, (event: Event) => void]),
    [doc, 'pointermove', move],
    [doc, 'keydown', key],
    [view, 'scroll', moved],
    [view, 'resize', moved],
  ];
  for (const [target, type, listener] of listeners) target?.addEventListener(type, listener, true);
  return () => {
    for (const [target, type, listener] of listeners) target?.removeEventListener(type, listener, true);
  };
}
