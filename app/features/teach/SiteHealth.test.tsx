// The page's health report, from the hub host to the sidebar's layout warning.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Hub } from '../../../bridge/hub/createHub';
import type { TeachParams } from '../../../bridge/protocol/adapters';
import { Approvals } from '../calls/approvals';
import { createHubHost } from '../../shell/hubService';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { preloadSidebar, SidebarApp } from '../../sidebar/SidebarApp';

let store: AppStore;
// The tab panels load on demand (app/shell/panels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await preloadSidebar();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

describe('site layout warning in the sidebar', () => {
  it('appears when the connected page reports its chat input missing, and goes when it is found', async () => {
    // Its code loads mid-update here, the case where a lazy panel once broke React's rule for use().
    const reactErrors = vi.spyOn(console, 'error');
    const host = createHubHost(store, { callTool: async () => ({ content: [] }) }, new Approvals(store));
    const origin = 'https://chatgpt.com';
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    // The warning's code loads when a problem is first reported (app/features/teach/SiteHealthLazy.tsx).
    await act(async () => {
      host.onPageConnected(origin, { adapter: 'chatgpt' });
      host.onPageHealth?.(origin, { adapter: 'chatgpt', found: [], missing: ['input', 'sendButton'] });
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      "This site's layout changed: these parts were not found: chat input.",
    );
    act(() => host.onPageHealth?.(origin, { adapter: 'chatgpt', found: ['input'], missing: ['sendButton'] }));
    expect(screen.queryByText(/layout changed/)).toBeNull();
    expect(reactErrors.mock.calls.map((call) => String(call[0]))).toEqual([]);
    reactErrors.mockRestore();
  });
});

describe('the warning leads to the fix', () => {
  it('Fix it now saves the picked part for the page’s host; Report copies no title', async () => {
    const user = userEvent.setup();
    const asked: TeachParams[] = [];
    const hub: Partial<Hub> = {
      teach: async (params) => {
        asked.push(params);
        return { ok: true, selectors: { input: 'textarea.composer' }, editor: 'textarea' };
      },
    };
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store, hub }));
    await act(async () => {
      store.getState().setPageConnected('https://chatgpt.com', {
        adapter: 'chatgpt',
        title: 'Secret merger plan',
        runtime: 2,
      });
      store.getState().setPageHealth('https://chatgpt.com', {
        adapter: 'chatgpt',
        found: ['sendButton'],
        missing: ['input'],
        source: 'built-in',
      });
    });
    await user.click(await screen.findByRole('button', { name: 'Fix it now' }));
    await waitFor(() => expect(store.getState().taughtSites['chatgpt.com']).toBeDefined());
    expect(asked).toEqual([{ parts: ['input'] }]);
    expect(store.getState().taughtSites['chatgpt.com']).toMatchObject({
      host: 'chatgpt.com',
      base: 'chatgpt',
      selectors: { input: 'textarea.composer' },
    });

    const writeText = vi.fn(async (_text: string) => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Report' }));
    const text = writeText.mock.calls[0]![0];
    expect(text).toContain('Host: chatgpt.com');
    expect(text).toContain('Page runtime version: 2');
    expect(text).not.toContain('Secret merger plan');
  });
});
