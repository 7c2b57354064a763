// Entry of index.html: the dashboard, top level on our origin (first-party storage).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../styles.css';
import { startRuntime } from '../services/runtime';
import { DashboardApp } from './DashboardApp';

startRuntime('dashboard');

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DashboardApp />
  </StrictMode>,
);
