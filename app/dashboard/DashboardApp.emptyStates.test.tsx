// A fresh dashboard, tab by tab: every empty state says what to do next, and none links to the dashboard
// itself (the page the user is on).
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linksToCurrentPage } from '../ui/test/linksToCurrentPage';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import { preloadPanels } from '../shell/panels';
import { dashboardUrl } from '../core/environment';
import { DashboardApp } from './DashboardApp';
import { InstallTab } from '../shell/panels';

beforeAll(async () => {
  await Promise.all([preloadPanels(), InstallTab.preload()]);
});
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

const NEXT_STEPS: [tab: string, emptyState: RegExp, nextAction: string][] = [
  [
    'Servers',
    /^Run the local connector on your computer/,
    'Run the local connector on your computer and open the pairing link it prints, or add a server by URL with the “Add a server” form.',
  ],
  [
    'Tools',
    /^No tools yet/,
    'No tools yet. Add a server in the Servers tab, or check there why yours is not connected: its tools show up here once it connects.',
  ],
  [
    'Instructions',
    /^No tools in these instructions yet/,
    'No tools in these instructions yet. Add a server in the Servers tab, or turn tools back on (“In instructions”) in the Tools tab.',
  ],
  [
    'History',
    /^No tool calls yet/,
    'No tool calls yet. Run a tool from the Tools tab, or insert the instructions into a chat and ask the AI for something that needs a tool: its calls appear here.',
  ],
  [
    'Settings',
    /^No site may use your tools yet/,
    'No site may use your tools yet. To allow one, click the bookmarklet on a chat site, then Allow in the window the sidebar opens.',
  ],
];

describe('the dashboard with nothing set up', () => {
  it.each(NEXT_STEPS)(
    '%s tab: says the next action and links nowhere it already is',
    async (tab, find, text) => {
      const user = userEvent.setup();
      expect(dashboardUrl()).toBe(window.location.href);
      renderWithRuntime(<DashboardApp />, testRuntime({ store: testStore(), mode: 'dashboard' }));
      await user.click(screen.getByRole('tab', { name: tab }));
      const panel = within(screen.getByRole('tabpanel', { name: tab }));
      expect(panel.getByText(find).textContent).toBe(text);
      // The whole page: the tab, the guide above it, the header.
      expect(linksToCurrentPage(document.body)).toEqual([]);
    },
  );

  it('the empty server list offers the connector command, not a link to this page', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<DashboardApp />, testRuntime({ store: testStore(), mode: 'dashboard' }));
    await user.click(screen.getByRole('tab', { name: 'Servers' }));
    expect(screen.queryByRole('link', { name: 'Open the dashboard' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Hide getting started' }));
    expect(screen.queryByRole('heading', { name: 'Get started in three steps' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Show the connector command' }));
    expect(screen.getByRole('heading', { name: 'Get started in three steps' })).toBeTruthy();
  });
});
