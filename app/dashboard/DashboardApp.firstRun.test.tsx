// The getting-started guide on the dashboard: three steps whose states follow the store and the first-run
// record, folding to one line when all are done, hidden and brought back by the user.
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import { preloadPanels } from '../shell/panels';
import { FIRST_RUN_KEY, noteFirstRun } from '../core/firstRunProgress';
import type { AppStore } from '../shell/store';
import { DashboardApp } from './DashboardApp';
import { InstallTab } from '../shell/panels';

let store: AppStore;
// Every tab's code loaded first (Install is the default without servers), so nothing suspends.
beforeAll(async () => {
  await Promise.all([preloadPanels(), InstallTab.preload()]);
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

const step = (n: number) => screen.getByRole('listitem', { name: new RegExp(`^Step ${n}:`) });
const stateOf = (n: number) => step(n).getAttribute('data-state');
const states = () => [1, 2, 3].map(stateOf);

const renderDashboard = () => renderWithRuntime(<DashboardApp />, testRuntime({ store, mode: 'dashboard' }));

/** What the consent window does from its own window: write the record, which fires `storage` here. */
async function consentWindowNotes(patch: object) {
  const newValue = JSON.stringify({ ...JSON.parse(localStorage.getItem(FIRST_RUN_KEY) ?? '{}'), ...patch });
  await act(async () => {
    localStorage.setItem(FIRST_RUN_KEY, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key: FIRST_RUN_KEY, newValue }));
  });
}

describe('the dashboard getting-started guide', () => {
  it('starts with three steps to do, each saying what to do', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: 'Get started in three steps' })).toBeTruthy();
    expect(states()).toEqual(['to-do', 'to-do', 'to-do']);
    expect(within(step(1)).getByText('To do')).toBeTruthy();
    expect(within(step(1)).getByText(/^Run the local connector/)).toBeTruthy();
    expect(within(step(1)).getByRole('button', { name: 'Copy command' })).toBeTruthy();
    expect(
      within(step(1)).getByText(/^Without --config it finds the servers in your Claude Desktop/),
    ).toBeTruthy();
    expect(within(step(2)).getByText('Drag this button to your bookmarks bar:')).toBeTruthy();
    expect(within(step(3)).getByText(/^Open a chat site/)).toBeTruthy();
  });

  it('ticks step 1 off once a server connects, and 2 and 3 off as the consent window reports', async () => {
    renderDashboard();
    await act(async () => {
      store.getState().addServer({
        id: 'm',
        name: 'memory',
        url: 'http://127.0.0.1:4312/servers/memory/mcp',
        transport: 'streamable-http',
        enabled: true,
      });
    });
    expect(states()).toEqual(['in-progress', 'to-do', 'to-do']);
    await act(async () =>
      store.getState().setStatus('m', { state: 'connected', toolCount: 9, transport: 'streamable-http' }),
    );
    expect(states()).toEqual(['done', 'to-do', 'to-do']);

    await act(async () => noteFirstRun({ bookmarkletDragged: 1 }));
    expect(states()).toEqual(['done', 'in-progress', 'to-do']);
    await consentWindowNotes({ sidebarAsked: 2 });
    expect(states()).toEqual(['done', 'done', 'in-progress']);
    expect(within(step(3)).getByText('The sidebar asked: click Allow in the window it opened.')).toBeTruthy();
    await consentWindowNotes({ siteAllowed: 3 });
    // All done: one line instead of the steps, which "Show the steps" brings back.
    expect(screen.queryByRole('listitem', { name: /^Step 1:/ })).toBeNull();
    const line = screen.getByRole('region', { name: 'Getting started' });
    expect(line.textContent).toMatch(
      /^✓ You're set up: a server is connected and a chat site may use your tools\./,
    );
  });

  it('hides on Hide (also after a reload) and comes back from "Getting started"', async () => {
    const user = userEvent.setup();
    const first = renderDashboard();
    const toggle = screen.getByRole('button', { name: 'Getting started' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Hide getting started' }));
    expect(screen.queryByRole('heading', { name: 'Get started in three steps' })).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    first.unmount();
    renderDashboard();
    expect(screen.queryByRole('heading', { name: 'Get started in three steps' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Getting started' }));
    expect(states()).toEqual(['to-do', 'to-do', 'to-do']);
  });
});
