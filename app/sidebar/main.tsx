// Entry of sidebar.html: in the chat page's iframe, in a popup the page opened, or opened directly.
import '../services/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { detectSidebarMode } from '../services/environment';
import { startRuntime } from '../services/runtime';
import { connectSidebar } from '../services/startSidebar';
import { SidebarApp } from './SidebarApp';

const mode = detectSidebarMode();
const runtime = startRuntime(mode);
connectSidebar(runtime.hub, mode).catch((error: unknown) =>
  runtime.store.getState().setNotice({
    kind: 'error',
    text: `Could not connect to the chat page: ${error instanceof Error ? error.message : String(error)}`,
  }),
);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <SidebarApp mode={mode} />
  </StrictMode>,
);
