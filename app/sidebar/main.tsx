// Entry of sidebar.html: in the chat page's iframe, in a popup the page opened, or opened directly. The
// composition root of the sidebar: it builds the store and the runtime once and hands them down. The hub and
// the connections load as chunks of their own (app/shell/runtime.ts), so the first paint waits for neither.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { RuntimeProvider } from '../shell/RuntimeProvider';
import { stopOnPageHide } from '../shell/stopOnPageHide';
import { detectSidebarMode } from '../core/environment';
import { startRuntime } from '../shell/runtime';
import { createAppStore } from '../shell/store';
import { preloadSidebar, SidebarApp } from './SidebarApp';

const mode = detectSidebarMode();
const runtime = startRuntime(mode, createAppStore());
// The page transports (with the SDK's message schema) come with the hub, asked for at the same time.
Promise.all([runtime.ready, import('./startSidebar')])
  .then(([ready, { connectSidebar }]) => connectSidebar(ready.hub, mode))
  // A preload that fails is forgotten: the tab loads (or says it can't) when it is shown.
  .then(() => idle(() => void preloadSidebar().catch(() => undefined)))
  .catch((error: unknown) =>
    runtime.store.getState().setNotice({
      kind: 'error',
      text: `Could not connect to the chat page: ${error instanceof Error ? error.message : String(error)}`,
    }),
  );

/** Later work that must not compete with the first paint or the page's first requests. */
function idle(work: () => void): void {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 2000 });
  else setTimeout(work, 200);
}

const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <RuntimeProvider store={runtime.store} value={runtime.ready}>
      <SidebarApp mode={mode} />
    </RuntimeProvider>
  </StrictMode>,
);
stopOnPageHide(root, runtime);
