// A badge click in the chat (the hub's onFocusCall) shows the Calls tab and focuses that call's card.
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { Approvals } from './approvals';
import { batchCallUpdates } from './callUpdates';
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

const chatCall = (id: string, key: string): CallRecord => ({
  id,
  source: 'chat',
  origin: 'https://chat.example',
  meta: { key, callId: id, conversation: '/c/1' },
  exposedName: `tool_${id}`,
  args: {},
  status: 'done',
  startedAt: 1,
  endedAt: 2,
});

describe('focusing a call from the chat', () => {
  it('switches to the Calls tab and focuses the card with that key, each time it is asked', () => {
    // Cards applied at once, not a frame later (services/callUpdates.ts), so the test can render them now.
    const now = batchCallUpdates((changes) => store.getState().upsertCalls(changes), {
      schedule: (run) => run(),
    });
    const host = createHubHost(store, { callTool: async () => ({ content: [] }) }, new Approvals(store), now);
    // Keys are page text: quotes and brackets must not break the lookup.
    const key = '/c/1|2|"]x[';
    act(() => {
      host.recordCall(chatCall('1', '/c/1|1|aaa'));
      host.recordCall(chatCall('2', key));
    });
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    // No servers: the sidebar opens on the Servers tab.
    expect(screen.queryByRole('article', { name: 'Call tool_2' })).toBeNull();

    act(() => host.onFocusCall?.(key));
    const card = screen.getByRole('article', { name: 'Call tool_2' });
    expect(document.activeElement).toBe(card);
    expect(store.getState().callFocus).toBeNull();

    act(() => screen.getByRole('article', { name: 'Call tool_1' }).focus());
    act(() => host.onFocusCall?.(key));
    expect(document.activeElement).toBe(card);

    // A key that matches no card changes nothing but the tab.
    act(() => host.onFocusCall?.('/c/9|9|zzz'));
    expect(document.activeElement).toBe(card);
  });
});
