// Ends a window's runtime when the page goes away for good: connections close their sessions and the hub
// its transport. A page kept in the back/forward cache (`persisted`) keeps running, so going back works.
import type { Root } from 'react-dom/client';
import type { Runtime } from './runtime';

export function stopOnPageHide(
  root: Root,
  runtime: Pick<Runtime, 'stop'>,
  target: Window = window,
): () => void {
  const onHide = (event: PageTransitionEvent) => {
    if (event.persisted) return;
    target.removeEventListener('pagehide', onHide);
    root.unmount();
    runtime.stop();
  };
  target.addEventListener('pagehide', onHide);
  return () => target.removeEventListener('pagehide', onHide);
}
