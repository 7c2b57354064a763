// The sidebar opened directly (sidebar.html, no chat page) with nothing set up: every empty state says what
// to do next, and the only link, to the dashboard, is another page.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linksToCurrentPage } from '../ui/test/linksToCurrentPage';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import { preloadSidebar, SidebarApp } from './SidebarApp';

beforeAll(async () => {
  await preloadSidebar();
});
beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/sidebar.html');
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

const render = () =>
  renderWithRuntime(
    <SidebarApp mode="standalone" />,
    testRuntime({ store: testStore(), mode: 'standalone' }),
  );

describe('the sidebar alone with nothing set up', () => {
  it('says to open it with the bookmarklet, and to add a server here or pair from the dashboard', () => {
    render();
    expect(screen.getByText(/^No chat page is connected\./).textContent).toBe(
      'No chat page is connected. Open the sidebar with the bookmarklet on a chat site.',
    );
    const servers = within(screen.getByRole('tabpanel', { name: 'Servers' }));
    expect(servers.getByText(/^Add one by URL/).textContent).toBe(
      'Add one by URL with the form below, or pair the local connector from the dashboard.',
    );
    const link = servers.getByRole('link', { name: 'Open the dashboard' });
    expect(new URL(link.getAttribute('href') ?? '', window.location.href).pathname).toBe('/');
    expect(linksToCurrentPage(document.body)).toEqual([]);
  });

  it.each([
    ['Tools', /^No tools yet\. Add a server in the Servers tab/],
    ['Calls', /^No tool calls yet\. Run a tool from the Tools tab/],
    ['Settings', /^No site may use your tools yet\. To allow one, click the bookmarklet/],
  ])('%s tab: says the next action and links nowhere it already is', async (tab, nextAction) => {
    const user = userEvent.setup();
    render();
    await user.click(screen.getByRole('tab', { name: tab }));
    expect(within(screen.getByRole('tabpanel', { name: tab })).getByText(nextAction)).toBeTruthy();
    expect(linksToCurrentPage(document.body)).toEqual([]);
  });
});
