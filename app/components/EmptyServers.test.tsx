// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EmptyServers } from './EmptyServers';

afterEach(cleanup);

describe('EmptyServers', () => {
  it('says there are no servers and links to the dashboard', () => {
    render(<EmptyServers embedded={false} dashboardUrl="https://app.example/" />);
    // Announced as a status, so a screen reader says why the list is empty.
    expect(screen.getByRole('status').firstElementChild?.textContent).toBe(
      'No MCP servers are configured here yet.',
    );
    expect(screen.getByRole('link', { name: 'Open the dashboard' }).getAttribute('href')).toBe(
      'https://app.example/',
    );
    expect(screen.queryByText(/storage partitioning/)).toBeNull();
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
