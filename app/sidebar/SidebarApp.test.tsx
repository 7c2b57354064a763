import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import type { Hub } from '../../bridge/hub/createHub';
import {
  installFakeIntersectionObserver,
  reportVisibility,
  uninstallFakeIntersectionObserver,
  useFakeTimersForUserEvent,
  useRealTimersAgain,
} from '../ui/gate/test/fakeIntersectionObserver';
import { ARM_DELAY_MS } from '../ui/gate/visibilityGate';
import { preloadSidebar, SidebarApp } from './SidebarApp';

let store: AppStore;
// The tab panels load on demand (app/shell/panels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await preloadSidebar();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

describe('SidebarApp', () => {
  it('opens on the servers tab with a clear empty state when nothing is configured', () => {
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    expect(screen.getByRole('tab', { name: 'Servers' }).getAttribute('aria-selected')).toBe('true');
    const panel = within(screen.getByRole('tabpanel', { name: 'Servers' }));
    expect(panel.getByText(/^No MCP servers/).textContent).toBe('No MCP servers are configured here yet.');
    expect(panel.getByText(/storage partitioning/).textContent).toMatch(
      /^Servers you added in the dashboard may not show up in this frame/,
    );
  });

  it('adds a server from the form and shows it in the list', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'docs');
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'https://docs.example/mcp');
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    expect(store.getState().servers).toMatchObject([
      { name: 'docs', url: 'https://docs.example/mcp', transport: 'auto', enabled: true },
    ]);
    expect(screen.getByRole('listitem', { name: 'Server docs' }).textContent).toContain(
      'https://docs.example/mcp',
    );
  });

  it('refuses a URL that is not http(s)', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    await user.type(screen.getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Add server' }));
    expect(screen.getByRole('alert').textContent).toMatch(/http/);
    expect(store.getState().servers).toEqual([]);
  });

  it('shows the connected page and moves between tabs with the keyboard', async () => {
    const user = userEvent.setup();
    store.getState().grantOrigin('https://chat.example');
    store.getState().setPageConnected('https://chat.example');
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    expect(screen.getByLabelText('Connected page').textContent).toBe('https://chat.example');
    screen.getByRole('tab', { name: 'Servers' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Settings' }).getAttribute('aria-selected')).toBe('true');
    const settings = within(screen.getByRole('tabpanel', { name: 'Settings' }));
    // Sending on its own starts off: the user turns the agent loop on.
    expect((settings.getByRole('switch', { name: 'Auto-submit' }) as HTMLInputElement).checked).toBe(false);
  });

  it('a Run click on a pending card approves that call through the runtime', async () => {
    // Run arms only once the (faked) browser proves the sidebar visible for the arming delay.
    useFakeTimersForUserEvent();
    installFakeIntersectionObserver();
    onTestFinished(() => {
      uninstallFakeIntersectionObserver();
      useRealTimersAgain();
    });
    const user = userEvent.setup({ delay: null });
    // The hub is asked only which calls it could cancel; the approval is the runtime's own.
    const runtime = testRuntime({ store, hub: { isOpen: () => false } as Partial<Hub> });
    store.getState().addServer({
      id: 's1',
      name: 'memory',
      url: 'http://127.0.0.1:1/mcp',
      transport: 'auto',
      enabled: true,
    });
    store.getState().upsertCall({
      id: 'c1',
      source: 'chat',
      exposedName: 'delete_entities',
      serverId: 's1',
      toolName: 'delete_entities',
      args: { names: ['x'] },
      status: 'pending',
      startedAt: 1,
    });
    const decision = runtime.approvals.request('c1', new AbortController().signal);
    renderWithRuntime(<SidebarApp mode="embedded" />, runtime);

    const callsTab = screen.getByRole('tab', { name: 'Calls' });
    expect(callsTab.getAttribute('aria-selected')).toBe('true');
    expect(callsTab.getAttribute('aria-description')).toBe('1 waiting');
    act(() => reportVisibility(true));
    act(() => vi.advanceTimersByTime(ARM_DELAY_MS));
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await expect(decision).resolves.toBe(true);
  });
});
