// The consent window's composition root, loaded once main.tsx has checked that it is not framed: creating
// the store reads storage, so it happens only after that check. It needs the store and the theme, no hub;
// the theme's listeners stop when the window goes away, as the other entries' runtimes do.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreProvider } from '../shell/RuntimeProvider';
import { stopOnPageHide } from '../shell/stopOnPageHide';
import { startTheme } from '../features/settings/theme';
import { createAppStore } from '../shell/store';
import { ConsentApp } from './ConsentApp';

const store = createAppStore();
const stopTheme = startTheme(store);

const root = createRoot(document.getElementById('root')!);
stopOnPageHide(root, { stop: stopTheme });
root.render(
  <StrictMode>
    <StoreProvider store={store}>
      <ConsentApp />
    </StoreProvider>
  </StrictMode>,
);
