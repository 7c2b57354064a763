// A dashboard panel that throws shows its error in place; the other tabs keep working.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import { preloadPanels } from '../shell/panels';
import type { AppStore } from '../shell/store';
import { DashboardApp } from './DashboardApp';

vi.mock('../features/tools/ToolsPanel', () => ({
  ToolsPanel: () => {
    throw new Error('tools exploded');
  },
}));

let store: AppStore;
// The tab panels load on demand (app/shell/panels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await preloadPanels();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardApp error boundaries', () => {
  it('shows the failing panel’s error and keeps the other tabs working', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<DashboardApp />, testRuntime({ store }));
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    expect(screen.getByRole('alert').textContent).toBe('This panel hit an error: tools explodedTry again');
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.queryByText(/This panel hit an error/)).toBeNull();
    expect(screen.getByRole('switch', { name: 'Auto-submit' }).getAttribute('role')).toBe('switch');
  });
});
