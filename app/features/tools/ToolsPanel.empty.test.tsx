// The Tools tab's empty state: "No tools yet" only when there is really nothing to show.
import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { ToolsPanel } from './ToolsPanel';

let store: AppStore;
const PAGE = 'https://shop.example';

beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

function pageWithTools() {
  const s = store.getState();
  s.setPageConnected(PAGE);
  s.grantOrigin(PAGE);
  s.setPageTools(PAGE, [
    { name: 'add_to_cart', description: 'Adds a product', inputSchema: { type: 'object' }, form: false },
  ]);
}

describe('ToolsPanel empty state', () => {
  it('says there are no tools when neither servers nor the page offer any', () => {
    renderWithRuntime(<ToolsPanel />, testRuntime({ store }));
    expect(screen.getByText(/No tools yet/).textContent).toBe(
      'No tools yet. Add a server in the Servers tab, or check there why yours is not connected: its tools show up here once it connects.',
    );
  });

  it('shows the page tools alone, without "No tools yet", when no server has tools', () => {
    pageWithTools();
    renderWithRuntime(<ToolsPanel />, testRuntime({ store }));
    const page = within(screen.getByRole('region', { name: `Tools of ${PAGE}` }));
    expect(page.getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual(['add_to_cart']);
    expect(screen.queryByText(/No tools yet/)).toBeNull();
  });

  it('still says so for a page that is not allowed yet (its tools stay hidden)', () => {
    pageWithTools();
    store.getState().revokeOrigin(PAGE);
    renderWithRuntime(<ToolsPanel />, testRuntime({ store }));
    expect(screen.queryByRole('region', { name: `Tools of ${PAGE}` })).toBeNull();
    expect(screen.getByText(/No tools yet/).textContent).toBe(
      'No tools yet. Add a server in the Servers tab, or check there why yours is not connected: its tools show up here once it connects.',
    );
  });
});
