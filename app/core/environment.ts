// Where this copy of the app runs decides how it reaches the chat page and what it may assume about storage.
export type AppMode =
  | 'dashboard' // index.html, top level
  | 'embedded' // sidebar.html in the chat page's iframe (storage may be partitioned)
  | 'popup' // sidebar.html in a window the chat page opened (first-party storage)
  | 'standalone'; // sidebar.html opened directly: no page to talk to

export function detectSidebarMode(win: Window = window): Exclude<AppMode, 'dashboard'> {
  if (win.parent !== win) return 'embedded';
  const popup = new URLSearchParams(win.location.search).get('window') === 'popup';
  if (popup && win.opener) return 'popup';
  return 'standalone';
}

export const dashboardUrl = (): string => new URL('/', window.location.href).href;
