// @vitest-environment jsdom
// The page's health report, from the hub host to the sidebar's layout warning.
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Approvals } from '../services/approvals';
import { createHubHost } from '../services/hubService';
import { useAppStore } from '../store/store';
import { SidebarApp } from './SidebarApp';

const initial = useAppStore.getState();
beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
});
afterEach(cleanup);

describe('site layout warning in the sidebar', () => {
  it('appears when the connected page reports its chat input missing, and goes when it is found', () => {
    const host = createHubHost(
      useAppStore,
      { callTool: async () => ({ content: [] }) },
      new Approvals(useAppStore),
    );
    const origin = 'https://chatgpt.com';
    render(<SidebarApp mode="embedded" />);
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
