import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyServers } from './EmptyServers';
import { linksToCurrentPage } from '../../ui/test/linksToCurrentPage';

describe('EmptyServers', () => {
  it('in the sidebar, says to add one below or pair from the dashboard, and links to the dashboard', () => {
    render(<EmptyServers embedded={false} dashboardUrl="https://app.example/" />);
    // Announced as a status, so a screen reader says why the list is empty.
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe(
      'No MCP servers are configured here yet.',
    );
    expect(screen.getByText(/^Add one by URL/).textContent).toBe(
      'Add one by URL with the form below, or pair the local connector from the dashboard.',
    );
    expect(screen.getByRole('link', { name: 'Open the dashboard' }).getAttribute('href')).toBe(
      'https://app.example/',
    );
    expect(linksToCurrentPage(document.body, 'https://app.example/sidebar.html')).toEqual([]);
    expect(screen.queryByText(/storage partitioning/)).toBeNull();
  });

  it('on the dashboard, says to run the connector or add by URL, and never links to the dashboard', async () => {
    const user = userEvent.setup();
    const onShowConnector = vi.fn();
    render(<EmptyServers embedded={false} onShowConnector={onShowConnector} />);
    expect(screen.getByText(/^Run the local connector/).textContent).toBe(
      'Run the local connector on your computer and open the pairing link it prints, or add a server by URL with the “Add a server” form.',
    );
    expect(screen.queryAllByRole('link')).toEqual([]);
    expect(linksToCurrentPage(document.body, 'https://app.example/')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the connector command' }));
    expect(onShowConnector).toHaveBeenCalledOnce();
  });

  it('in a frame, explains storage partitioning and offers the dashboard storage', async () => {
    const user = userEvent.setup();
    const onUse = vi.fn();
    render(<EmptyServers embedded dashboardUrl="https://app.example/" onUseDashboardStorage={onUse} />);
    expect(screen.getByText(/storage partitioning/).textContent).toMatch(
      /^Servers you added in the dashboard may not show up in this frame: .*\(storage partitioning\)/,
    );
    await user.click(screen.getByRole('button', { name: "Use the dashboard's servers" }));
    expect(onUse).toHaveBeenCalledOnce();
  });

  it('in a frame, offers to copy the servers from the dashboard through a first-party window', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    render(<EmptyServers embedded dashboardUrl="https://app.example/" onCopyFromDashboard={onCopy} />);
    await user.click(screen.getByRole('button', { name: 'Copy from the dashboard' }));
    expect(onCopy).toHaveBeenCalledOnce();
  });
});
