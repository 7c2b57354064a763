// Starts the dashboard once main.tsx has checked that it is not framed. Importing this module creates the
// store (which reads storage), so it is loaded only after that check.
import '../services/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startRuntime } from '../services/runtime';
import { DashboardApp } from './DashboardApp';

startRuntime('dashboard');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DashboardApp />
  </StrictMode>,
);
