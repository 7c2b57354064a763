// A chat page on another site than the app (Chromium and Firefox alike): localhost is not the same site as
// 127.0.0.1, so the sidebar there gets partitioned storage. And a recorder of the messages the chat page's
// own window receives, to show that nothing secret travelled through the page.

/** `url` (on 127.0.0.1) served from localhost: the same page on another site. */
export function onAnotherSite(url: string): string {
  const other = url.replace('//127.0.0.1:', '//localhost:');
  if (new URL(other).hostname !== 'localhost') throw new Error(`${url} is not served from 127.0.0.1`);
  return other;
}

/** An init script (addInitScript, evaluateOnNewDocument): records every message the top window receives. */
export function recordHostMessages(): void {
  if (window.top !== window) return;
  const seen: string[] = [];
  Object.defineProperty(window, '__hostMessages', { value: seen });
  window.addEventListener('message', (event) => seen.push(JSON.stringify(event.data)));
}

/** Evaluated in the page: the messages recordHostMessages saw, each as JSON. */
export function hostMessages(): string[] {
  return (window as unknown as { __hostMessages: string[] }).__hostMessages;
}
