// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithRuntime, testRuntime } from '../context/test/testRuntime';
import { memoryHistory } from '../store/historyStorage';
import { createAppStore, type AppStore } from '../store/store';
import { DashboardApp, InstallTab } from '../dashboard/DashboardApp';
import { SidebarApp } from '../sidebar/SidebarApp';
import { preloadPanels } from './lazyPanels';

let store: AppStore;
// The tab panels load on demand (./lazyPanels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await Promise.all([preloadPanels(), InstallTab.preload()]);
});
beforeEach(() => {
  localStorage.clear();
  // localStorage itself, so a test can make its writes fail.
  store = createAppStore(() => localStorage, memoryHistory());
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function refuseWrites() {
  return vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  });
}

describe.each([
  ['sidebar', () => <SidebarApp mode="embedded" />],
  ['dashboard', () => <DashboardApp />],
])('a refused save of the security settings in the %s', (_where, app) => {
  it('stays on screen until a later save succeeds', () => {
    renderWithRuntime(app(), testRuntime({ store }));
    expect(screen.queryByRole('alert')).toBeNull();
    const refused = refuseWrites();
    act(() => store.getState().grantOrigin('https://chat.example'));
    expect(screen.getByRole('alert').textContent).toMatch(
      /Could not save your permissions and servers: .*\(QuotaExceededError\).*lost on reload/,
    );

    refused.mockRestore();
    act(() => store.getState().revokeOrigin('https://chat.example'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
