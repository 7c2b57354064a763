// @vitest-environment jsdom
// The page's health report, from the hub host to the sidebar's layout warning.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Approvals } from '../services/approvals';
import { createHubHost } from '../services/hubService';
import { renderWithRuntime, testRuntime, testStore } from '../context/test/testRuntime';
import { preloadPanels } from '../panels/lazyPanels';
import type { AppStore } from '../store/store';
import { SidebarApp } from './SidebarApp';

let store: AppStore;
// The tab panels load on demand (app/panels/lazyPanels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await preloadPanels();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
});
afterEach(cleanup);

describe('site layout warning in the sidebar', () => {
  it('appears when the connected page reports its chat input missing, and goes when it is found', () => {
    const host = createHubHost(store, { callTool: async () => ({ content: [] }) }, new Approvals(store));
    const origin = 'https://chatgpt.com';
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    act(() => {
      host.onPageConnected(origin, { adapter: 'chatgpt' });
      host.onPageHealth?.(origin, { adapter: 'chatgpt', found: [], missing: ['input', 'sendButton'] });
    });
    expect(screen.getByRole('alert').textContent).toContain(
      "This site's layout changed: these parts were not found: chat input.",
    );
    act(() => host.onPageHealth?.(origin, { adapter: 'chatgpt', found: ['input'], missing: ['sendButton'] }));
    expect(screen.queryByText(/layout changed/)).toBeNull();
  });
});
