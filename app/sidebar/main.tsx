// Entry of sidebar.html: in the chat page's iframe, in a popup the page opened, or opened directly. The
// composition root of the sidebar: it builds the store and the runtime once and hands them down.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { RuntimeProvider } from '../context/RuntimeProvider';
import { stopOnPageHide } from '../context/stopOnPageHide';
import { detectSidebarMode } from '../services/environment';
import { startRuntime } from '../services/runtime';
import { connectSidebar } from '../services/startSidebar';
import { createAppStore } from '../store/store';
import { SidebarApp } from './SidebarApp';

const mode = detectSidebarMode();
const runtime = startRuntime(mode, createAppStore());
connectSidebar(runtime.hub, mode).catch((error: unknown) =>
  runtime.store.getState().setNotice({
    kind: 'error',
    text: `Could not connect to the chat page: ${error instanceof Error ? error.message : String(error)}`,
  }),
);

const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <RuntimeProvider runtime={runtime}>
      <SidebarApp mode={mode} />
    </RuntimeProvider>
  </StrictMode>,
);
stopOnPageHide(root, runtime);
