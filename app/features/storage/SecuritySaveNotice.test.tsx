import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { memoryHistory } from '../history/historyStorage';
import { createAppStore, type AppStore } from '../../shell/store';
import { DashboardApp } from '../../dashboard/DashboardApp';
import { InstallTab } from '../../shell/panels';
import { preloadSidebar, SidebarApp } from '../../sidebar/SidebarApp';

let store: AppStore;
// The tab panels load on demand (./lazyPanels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await Promise.all([preloadSidebar(), InstallTab.preload()]);
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

describe('a browser that keeps no storage at all', () => {
  const noStorage = () =>
    createAppStore(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    }, memoryHistory());

  it('the sidebar says so once, as information, and claims no lost change even after one', () => {
    const blocked = noStorage();
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store: blocked }));
    expect(screen.getByRole('note').textContent).toBe(
      'This browser keeps no storage for the sidebar on this site: your servers and this permission last ' +
        'until the page closes. To keep them, open the sidebar in its own window (the page’s “open in a ' +
        'window” button).',
    );
    act(() => blocked.getState().grantOrigin('https://chat.example'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Could not save|lost on reload/)).toBeNull();
    expect(screen.getAllByText(/keeps no storage/)).toHaveLength(1);
  });

  it('the dashboard says it without pointing at a sidebar window', () => {
    renderWithRuntime(<DashboardApp />, testRuntime({ store: noStorage() }));
    expect(screen.getByRole('note').textContent).toBe(
      'This browser keeps no storage for this app: your servers and settings last until the page closes.',
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
