// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAppStore } from '../store/store';
import { DashboardApp } from '../dashboard/DashboardApp';
import { SidebarApp } from './SidebarApp';

const initial = useAppStore.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
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
    render(app());
    expect(screen.queryByRole('alert')).toBeNull();
    const refused = refuseWrites();
    act(() => useAppStore.getState().grantOrigin('https://chat.example'));
    expect(screen.getByRole('alert').textContent).toMatch(
      /Could not save your permissions and servers: .*\(QuotaExceededError\).*lost on reload/,
    );

    refused.mockRestore();
    act(() => useAppStore.getState().revokeOrigin('https://chat.example'));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
