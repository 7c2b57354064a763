// The open view's requests, against a server that floods updates and one that answers after the view closed.
import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import type { ReadResourceResult } from '../../../bridge/connections/resources';
import { resourceEventsOf } from './resourceEvents';
import type { AppStore } from '../../shell/store';
import { ResourceViewContainer, type ResourceViewContainerProps } from './ResourceViewContainer';

function fakeServer() {
  const events = resourceEventsOf({} as AppStore);
  const pending: Array<(result: ReadResourceResult) => void> = [];
  const log: string[] = [];
  let resolveSubscribe: (ok: boolean) => void = () => undefined;
  const actions: ResourceViewContainerProps['actions'] = {
    events,
    read: (_serverId, uri) => {
      log.push(`read ${uri}`);
      return new Promise((resolve) => pending.push(resolve));
    },
    subscribe: (_serverId, uri) => {
      log.push(`subscribe ${uri}`);
      return new Promise((resolve) => (resolveSubscribe = resolve));
    },
    unsubscribe: (_serverId, uri) => void log.push(`unsubscribe ${uri}`),
    insertText: () => undefined,
    attach: () => undefined,
    insertTextInWindow: () => Promise.resolve(),
    attachInWindow: () => Promise.resolve(),
  };
  const answer = (text: string) => pending.shift()?.({ contents: [{ uri: 'test://a', text }] });
  return { events, actions, log, answer, subscribed: (ok: boolean) => resolveSubscribe(ok) };
}

const view = (actions: ResourceViewContainerProps['actions'], session?: number) => (
  <ResourceViewContainer
    actions={actions}
    serverId="s"
    uri="test://a"
    session={session}
    canInsert
    onClose={() => undefined}
  />
);

describe('ResourceViewContainer', () => {
  it('keeps one read in flight however many updates arrive, then reads once more', async () => {
    const server = fakeServer();
    render(view(server.actions, 1));
    await act(async () => server.subscribed(true));
    expect(screen.getByText('Subscribed: the view follows the server’s updates.')).toBeTruthy();
    act(() => {
      for (let i = 0; i < 50; i++) server.events.updated('s', 'test://a');
      server.events.updated('other', 'test://a');
      server.events.updated('s', 'test://b');
    });
    expect(server.log.filter((entry) => entry.startsWith('read'))).toHaveLength(1);
    await act(async () => server.answer('first'));
    expect(server.log.filter((entry) => entry.startsWith('read'))).toHaveLength(2);
    await act(async () => server.answer('second'));
    expect(server.log.filter((entry) => entry.startsWith('read'))).toHaveLength(2);
    expect(screen.getByTestId('resource-text').textContent).toBe('second');
    expect(screen.getByText('Updated by the server 50 times.')).toBeTruthy();
  });

  it('ends a subscription the server confirms after the view closed', async () => {
    const server = fakeServer();
    const { unmount } = render(view(server.actions, 1));
    unmount();
    await act(async () => server.subscribed(true));
    expect(server.log).toEqual(['read test://a', 'subscribe test://a', 'unsubscribe test://a']);
  });

  it('forgets a lost session’s subscription, subscribes again in the next one and reads again', async () => {
    const server = fakeServer();
    const { rerender, unmount } = render(view(server.actions, 1));
    await act(async () => server.subscribed(true));
    await act(async () => server.answer('before'));
    const note = 'Subscribed: the view follows the server’s updates.';
    expect(screen.getByText(note)).toBeTruthy();

    rerender(view(server.actions, undefined));
    expect(screen.queryByText(note)).toBeNull();
    rerender(view(server.actions, 2));
    expect(screen.queryByText(note)).toBeNull();
    await act(async () => server.subscribed(true));
    expect(screen.getByText(note)).toBeTruthy();
    await act(async () => server.answer('after'));
    expect(screen.getByTestId('resource-text').textContent).toBe('after');

    unmount();
    // Nothing was ended on the new session for the old one; the close ends the new one once.
    expect(server.log).toEqual([
      'read test://a',
      'subscribe test://a',
      'subscribe test://a',
      'read test://a',
      'unsubscribe test://a',
    ]);
  });
});
