// Captures the user's picks on the page: listeners exist only between start and stop. They sit on the window in
// the capture phase, the first place an event reaches, and swallow clicks there, so the page's own handlers never
// see them (picking the send button must not send). Events on our own panel (retargeted to its host) pass.
import { listen } from '../runtime/listen';

const TYPES =
  'pointerdown,mousedown,pointerup,mouseup,click,dblclick,auxclick,pointermove,keydown,scroll,resize'.split(
    ',',
  );

/** `moved`: the page scrolled or resized, so outlines must follow. Returns the function that stops capturing. */
export function capturePicks(
  win: Window,
  host: Element,
  pick: (target: Element) => void,
  hover: (target?: Element) => void,
  escape: () => void,
  moved: () => void,
): () => void {
  const listener = (event: Event) => {
    const { type, target } = event;
    const ours = event.composedPath().includes(host);
    if (type === 'scroll' || type === 'resize') return moved();
    if (type === 'pointermove') return hover(ours ? undefined : (target as Element));
    // Escape leaves from anywhere; other keys, and clicks on our panel, go on as usual.
    if (type === 'keydown' ? (event as KeyboardEvent).key !== 'Escape' : ours) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (type === 'keydown') escape();
    // A disabled control (a send button while the input is empty) gets pointer events but no click, so a pick
    // is the pointerup; a click without a pointer (detail 0: keyboard, scripts) picks too.
    if (type === 'pointerup' || (type === 'click' && !(event as MouseEvent).detail)) pick(target as Element);
  };
  const stops = TYPES.map((type) => listen(win, type, listener, true));
  return () => stops.forEach((stop) => stop());
}
