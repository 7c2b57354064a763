// Starts the consent window once main.tsx has checked that it is not framed. Importing this module creates
// the store (which reads storage), so it is loaded only after that check.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startTheme } from '../services/theme';
import { useAppStore } from '../store/store';
import { ConsentApp } from './ConsentApp';

startTheme(useAppStore);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsentApp />
  </StrictMode>,
);
