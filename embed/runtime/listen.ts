// Adds a listener and returns what removes it, so each add/remove pair is written once
// (the page bundle keeps every spelled-out call, names and all).
export function listen<E extends Event>(
  target: EventTarget,
  type: string,
  listener: (event: E) => void,
  capture?: boolean,
): () => void {
  const handler = listener as EventListener;
  target.addEventListener(type, handler, capture);
  return () => target.removeEventListener(type, handler, capture);
}
