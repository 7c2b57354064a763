// The consent window's composition root, loaded once main.tsx has checked that it is not framed: creating
// the store reads storage, so it happens only after that check. It needs the store and the theme, no hub.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { StoreProvider } from '../context/RuntimeProvider';
import { startTheme } from '../services/theme';
import { createAppStore } from '../store/store';
import { ConsentApp } from './ConsentApp';

const store = createAppStore();
startTheme(store);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <StoreProvider store={store}>
      <ConsentApp />
    </StoreProvider>
  </StrictMode>,
);
