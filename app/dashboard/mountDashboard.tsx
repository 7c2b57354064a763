// The dashboard's composition root, loaded once main.tsx has checked that it is not framed: creating the
// store reads storage, so it happens only after that check. Builds the runtime once and hands it down.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RuntimeProvider } from '../shell/RuntimeProvider';
import { stopOnPageHide } from '../shell/stopOnPageHide';
import { startRuntime } from '../shell/runtime';
import { createAppStore } from '../shell/store';
import { DashboardApp } from './DashboardApp';

const runtime = startRuntime('dashboard', createAppStore());

const root = createRoot(document.getElementById('root')!);
root.render(
  <StrictMode>
    <RuntimeProvider store={runtime.store} value={runtime.ready}>
      <DashboardApp />
    </RuntimeProvider>
  </StrictMode>,
);
stopOnPageHide(root, runtime);
