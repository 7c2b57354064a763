// A server's question during a chat call takes the sidebar to the Calls tab, where it shows under the call's
// card, as a badge click in the chat does; the user needn't find it.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithRuntime, testRuntime } from '../shell/test/testRuntime';
import { preloadSidebar, SidebarApp } from './SidebarApp';

beforeAll(async () => {
  await preloadSidebar();
});

describe('SidebarApp with a server question', () => {
  it('shows the Calls tab when a chat call’s server asks', async () => {
    const runtime = testRuntime();
    const state = runtime.store.getState();
    state.addServer({
      id: 'shop',
      name: 'Shop',
      url: 'http://127.0.0.1:1/mcp',
      transport: 'auto',
      enabled: true,
    });
    renderWithRuntime(<SidebarApp mode="embedded" />, runtime);
    await userEvent.click(screen.getByRole('tab', { name: 'Tools' }));
    act(() =>
      state.upsertCalls([
        {
          id: 'c1',
          source: 'chat',
          exposedName: 'order',
          serverId: 'shop',
          toolName: 'order',
          args: {},
          status: 'running',
          startedAt: 1,
        },
      ]),
    );
    act(
      () =>
        void runtime.elicitations.queue.ask('shop', {
          mode: 'form',
          message: 'Size?',
          requestedSchema: { type: 'object', properties: {} },
        }),
    );
    await screen.findByRole('region', { name: 'Shop asks for input' }, { timeout: 3_000 });
    expect(screen.getByRole('tab', { name: /^Calls/ }).getAttribute('aria-selected')).toBe('true');
    runtime.stop();
  });
});
