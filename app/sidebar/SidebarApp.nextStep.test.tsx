// Once the page's site is allowed with servers set up, the sidebar moves on to the Calls tab and offers the
// one step left: the instructions into the chat, through the same insert command as everywhere else.
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Hub } from '../../bridge/hub/createHub';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { callRecord } from '../features/calls/test/callRecord';
import { preloadSidebar, SidebarApp } from './SidebarApp';

const ORIGIN = 'https://chat.example';
let store: AppStore;
beforeAll(async () => {
  await preloadSidebar();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
  store.getState().setPageConnected(ORIGIN);
});

const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

function renderSidebar() {
  const insertText = vi.fn(async (_: { text: string }) => ({ ok: true }));
  // isOpen: a call card asks whether it may offer Cancel; without it the card would crash into the error boundary.
  const hub = { page: { insertText }, isOpen: () => false } as unknown as Partial<Hub>;
  renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store, hub }));
  return insertText;
}

/** A server set up, then the page's site allowed: the moment the sidebar moves on. */
function allowWithAServer() {
  store.getState().addServer({
    id: 's1',
    name: 'memory',
    url: 'http://127.0.0.1:4312/servers/memory/mcp',
    transport: 'auto',
    enabled: true,
  });
  store.getState().grantOrigin(ORIGIN);
}

describe('the sidebar right after Allow', () => {
  it('with servers: shows Calls and the next step, whose button inserts the instructions once', async () => {
    const user = userEvent.setup();
    const insertText = renderSidebar();
    expect(selectedTab()).toMatch(/^Servers/);
    act(allowWithAServer);
    expect(selectedTab()).toMatch(/^Calls/);
    const next = await screen.findByRole('status', { name: 'Next step' });
    expect(next.textContent).toContain(
      'Next: put the instructions into the chat so the AI knows your tools.',
    );
    await user.click(screen.getByRole('button', { name: 'Insert instructions' }));
    expect(insertText).toHaveBeenCalledTimes(1);
    expect(insertText.mock.calls[0]?.[0].text).toMatch(/^# Tools on the user's side/);
    expect(screen.queryByRole('status', { name: 'Next step' })).toBeNull();
  });

  it('goes away once a first call arrives: the AI already knows the tools', async () => {
    renderSidebar();
    act(allowWithAServer);
    await screen.findByRole('status', { name: 'Next step' });
    act(() => store.getState().upsertCall(callRecord('c1', 'pending')));
    // The call's card is drawn: the step went because a call came, not because the panel failed.
    expect(await screen.findByRole('article', { name: 'Call read_graph' })).toBeTruthy();
    expect(screen.queryByRole('status', { name: 'Next step' })).toBeNull();
  });

  it('moves the user once: a grant that flickers later (a storage sync) leaves the tab they chose', async () => {
    const user = userEvent.setup();
    renderSidebar();
    act(allowWithAServer);
    expect(selectedTab()).toMatch(/^Calls/);
    await user.click(screen.getByRole('tab', { name: 'Tools' }));
    act(() => store.getState().revokeOrigin(ORIGIN));
    act(() => store.getState().grantOrigin(ORIGIN));
    expect(selectedTab()).toMatch(/^Tools/);
  });

  it('without servers: stays where it is and offers no next step', () => {
    renderSidebar();
    act(() => store.getState().grantOrigin(ORIGIN));
    expect(selectedTab()).toMatch(/^Servers/);
    expect(screen.queryByRole('status', { name: 'Next step' })).toBeNull();
  });

  it('an origin allowed already when the sidebar opens brings no next step', () => {
    store.getState().grantOrigin(ORIGIN);
    renderSidebar();
    expect(screen.queryByRole('status', { name: 'Next step' })).toBeNull();
  });
});
