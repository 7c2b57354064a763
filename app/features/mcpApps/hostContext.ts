// What the app hears about us (the extension's host context): the sidebar's theme as drawn now, the browser's
// locale and time zone, inline or expanded, and the room it has.
import type { McpUiDisplayMode, McpUiHostContext } from '@modelcontextprotocol/ext-apps/app-bridge';

/** An inline app grows with its content up to this, then scrolls inside; Expand gives it the whole panel. */
export const MAX_INLINE_HEIGHT = 600;
export const MIN_INLINE_HEIGHT = 48;

export const boundedHeight = (height: number): number =>
  Math.round(Math.min(MAX_INLINE_HEIGHT, Math.max(MIN_INLINE_HEIGHT, height)));

export const currentTheme = (root: HTMLElement = document.documentElement): 'light' | 'dark' =>
  root.classList.contains('dark') ? 'dark' : 'light';

export function hostContext(displayMode: McpUiDisplayMode, width: number): McpUiHostContext {
  return {
    theme: currentTheme(),
    locale: navigator.language,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    platform: 'web',
    displayMode,
    availableDisplayModes: ['inline', 'fullscreen'],
    containerDimensions:
      displayMode === 'inline'
        ? { width, maxHeight: MAX_INLINE_HEIGHT }
        : { width: window.innerWidth, height: window.innerHeight },
  };
}

/** Calls `onChange` when the sidebar switches between light and dark (the `dark` class on <html>). */
export function watchTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
