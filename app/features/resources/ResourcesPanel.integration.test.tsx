// @vitest-environment jsdom
// The Resources tab on the real server-everything, through a real connection manager wired as the app wires
// it (statuses into the store, the resources' client features): list, open, template with suggestions, and
// a view that unsubscribes when closed and subscribes again in each new session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Client } from '@modelcontextprotocol/client';
import { ConnectionManager } from '../../../bridge/connections/connectionManager';
import { startEverythingServer, type EverythingServer } from '../../../scripts/lib/everythingServer';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import { resourceEventsOf } from './resourceEvents';
import { resourceFeatures } from './resourceFeatures';
import type { Runtime } from '../../shell/runtime';
import { ResourcesPanel } from './ResourcesPanel';

let everything: EverythingServer;
let manager: ConnectionManager;
let runtime: Runtime;
/** The subscription requests the panel made, in order, with their URIs. */
const subscriptions: string[] = [];

beforeAll(async () => {
  everything = await startEverythingServer();
  const store = testStore();
  manager = new ConnectionManager(
    {
      onStatus: (serverId, status) => store.getState().setStatus(serverId, status),
      onTools: (serverId, tools) => store.getState().setTools(serverId, tools),
    },
    { featuresFor: (config) => resourceFeatures(resourceEventsOf(store), config.id) },
  );
  // The test runtime spreads what it is given, so the manager's methods are handed over bound.
  const connections = {
    withClient: <T,>(serverId: string, use: (client: Client) => Promise<T>) =>
      manager.withClient(serverId, (client) =>
        use(
          new Proxy(client, {
            get(target, key) {
              const value: unknown = Reflect.get(target, key);
              if (typeof value !== 'function') return value;
              return (...args: unknown[]) => {
                if (key === 'subscribeResource' || key === 'unsubscribeResource')
                  subscriptions.push(`${key} ${(args[0] as { uri: string }).uri}`);
                return (value as (...a: unknown[]) => unknown).apply(target, args);
              };
            },
          }),
        ),
      ),
    callTool: manager.callTool.bind(manager),
  } as Partial<ConnectionManager>;
  runtime = testRuntime({ mode: 'embedded', store, connections });
  const server = {
    id: 'everything',
    name: 'Everything',
    url: everything.url,
    transport: 'streamable-http' as const,
    enabled: true,
  };
  store.getState().addServer(server);
  manager.setServers([server]);
}, 30_000);

afterAll(async () => {
  runtime.stop();
  await manager.close();
  await everything.stop();
});

describe('ResourcesPanel', () => {
  it('lists the server, opens a document and a filled template, and closes back to the list', async () => {
    renderWithRuntime(<ResourcesPanel canInsert />, runtime);
    const group = await screen.findByRole('region', { name: 'Resources of Everything' }, { timeout: 15_000 });
    await within(group).findByText('features.md', { exact: true }, { timeout: 15_000 });

    await userEvent.click(within(group).getByRole('button', { name: 'Open features.md' }));
    const view = await screen.findByRole('article', { name: 'Resource features.md' });
    await waitFor(
      () => expect(within(view).getByTestId('resource-text').textContent).toMatch(/^# Everything Server/),
      {
        timeout: 10_000,
      },
    );
    await within(view).findByText('Subscribed: the view follows the server’s updates.');
    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    const uri = 'demo://resource/static/document/features.md';
    await waitFor(() =>
      expect(subscriptions).toEqual([`subscribeResource ${uri}`, `unsubscribeResource ${uri}`]),
    );

    const list = await screen.findByRole('region', { name: 'Resources of Everything' });
    await userEvent.click(within(list).getByRole('button', { name: 'Fill Dynamic Blob Resource' }));
    const field = screen.getByLabelText(/^resourceId/);
    await userEvent.type(field, '4');
    // The server's completion answers for the template (ref/resource).
    await waitFor(
      () => expect(screen.getByTestId('suggestions-resourceId').querySelector('option')?.value).toBe('4'),
      {
        timeout: 10_000,
      },
    );
    expect(screen.getByText('demo://resource/dynamic/blob/4')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    const blob = await screen.findByRole('article', { name: 'Resource Dynamic Blob Resource' });
    await within(blob).findByText(/^Binary content, \d+ B, text\/plain$/, undefined, { timeout: 10_000 });
    expect(within(blob).queryByRole('button', { name: 'Insert as text' })).toBeNull();
    expect(within(blob).getByRole('button', { name: 'Attach to chat' })).toBeTruthy();
  }, 40_000);

  it('opens a resource link asked for elsewhere (a call card), read from that server', async () => {
    renderWithRuntime(<ResourcesPanel canInsert />, runtime);
    resourceEventsOf(runtime.store).open({
      serverId: 'everything',
      uri: 'demo://resource/dynamic/text/6',
      name: 'Text Resource 6',
    });
    const view = await screen.findByRole('article', { name: 'Resource Text Resource 6' });
    await waitFor(
      () =>
        expect(within(view).getByTestId('resource-text').textContent).toMatch(
          /^Resource 6: This is a plaintext/,
        ),
      { timeout: 10_000 },
    );
  }, 20_000);

  it('subscribes again when the session changes, follows the new session’s updates, and ends only that one', async () => {
    const uri = 'demo://resource/dynamic/text/7';
    // The earlier test's view ends its own subscription when it unmounts; only this URI's count here.
    const mine = () => subscriptions.filter((entry) => entry.endsWith(` ${uri}`));
    renderWithRuntime(<ResourcesPanel canInsert />, runtime);
    resourceEventsOf(runtime.store).open({ serverId: 'everything', uri, name: 'Text Resource 7' });
    const view = await screen.findByRole('article', { name: 'Resource Text Resource 7' });
    await within(view).findByText('Subscribed: the view follows the server’s updates.', undefined, {
      timeout: 10_000,
    });

    // A new session holds none of the old one's subscriptions.
    await manager.reconnect('everything');
    await waitFor(() => expect(mine()).toEqual([`subscribeResource ${uri}`, `subscribeResource ${uri}`]));
    // The server sends updates only for what this session subscribed to, so an update proves it holds one.
    await manager.callTool('everything', 'toggle-subscriber-updates', {});
    await within(view).findByText(/^Updated by the server \d+ times?\.$/, undefined, { timeout: 10_000 });

    await userEvent.click(within(view).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(mine()).toEqual([
        `subscribeResource ${uri}`,
        `subscribeResource ${uri}`,
        `unsubscribeResource ${uri}`,
      ]),
    );
    await manager.callTool('everything', 'toggle-subscriber-updates', {});
  }, 40_000);
});
