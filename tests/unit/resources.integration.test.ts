// Resources through the connection the sidebar uses, on the official server-everything (lists, templates,
// completion, text and blob reads, subscriptions) and on small real servers for what it can't show (a
// list_changed, a broken blob).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { McpServer } from '@modelcontextprotocol/server';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { suggestArgument } from '../../bridge/connections/completions';
import {
  listServerResources,
  readResource,
  subscribeResource,
  unsubscribeResource,
} from '../../bridge/connections/resources';
import { parseTemplate } from '../../bridge/connections/resourceTemplates';
import { shownContents } from '../../app/features/resources/resourceContents';
import { resourceEventsOf } from '../../app/features/resources/resourceEvents';
import { resourceFeatures } from '../../app/features/resources/resourceFeatures';
import type { AppStore } from '../../app/shell/store';
import { startEverythingServer, type EverythingServer } from '../../scripts/lib/everythingServer';
import { startLocalMcpServer, type LocalMcpServer } from '../e2e/lib/localMcpServer';

let everything: EverythingServer;
let local: LocalMcpServer;
let localServers: McpServer[] = [];
let manager: ConnectionManager;
// The events are keyed by the window's store; any object stands in for it here.
const events = resourceEventsOf({} as AppStore);

function buildLocalServer(): McpServer {
  const server = new McpServer({ name: 'local', version: '1.0.0' });
  server.registerResource('broken', 'test://broken', { mimeType: 'image/png' }, () => ({
    contents: [{ uri: 'test://broken', mimeType: 'image/png', blob: '%%% not base64' }],
  }));
  localServers.push(server);
  return server;
}

beforeAll(async () => {
  everything = await startEverythingServer();
  local = await startLocalMcpServer('http://127.0.0.1', buildLocalServer);
  manager = new ConnectionManager(
    { onStatus: () => undefined, onTools: () => undefined },
    { featuresFor: (config) => resourceFeatures(events, config.id) },
  );
  manager.setServers([
    {
      id: 'everything',
      name: 'Everything',
      url: everything.url,
      transport: 'streamable-http',
      enabled: true,
    },
    { id: 'local', name: 'Local', url: local.url, transport: 'streamable-http', enabled: true },
  ]);
});

afterAll(async () => {
  await manager.close();
  await everything.stop();
  await local.stop();
  localServers = [];
});

const TEXT_TEMPLATE = 'demo://resource/dynamic/text/{resourceId}';
const BLOB_TEMPLATE = 'demo://resource/dynamic/blob/{resourceId}';

describe('resources on server-everything', () => {
  it('lists its documents and both templates, and says it takes subscriptions', async () => {
    const listed = await manager.withClient('everything', (client) => listServerResources(client));
    expect(listed.canSubscribe).toBe(true);
    expect(listed.resources.map((r) => r.uri)).toContain('demo://resource/static/document/instructions.md');
    expect(listed.templates.map((t) => t.uriTemplate).sort()).toEqual([BLOB_TEMPLATE, TEXT_TEMPLATE]);
  });

  it('fills a template with a suggested value, expands it and reads the text', async () => {
    const template = parseTemplate(TEXT_TEMPLATE);
    if (!template.ok) throw new Error(template.error);
    expect(template.variables).toEqual(['resourceId']);
    const suggested = await manager.withClient('everything', (client) =>
      suggestArgument(
        client,
        { type: 'ref/resource', uri: TEXT_TEMPLATE },
        { name: 'resourceId', value: '7' },
        {},
      ),
    );
    expect(suggested).toEqual(['7']);
    const uri = template.expand({ resourceId: suggested[0] ?? '' });
    expect(uri).toBe('demo://resource/dynamic/text/7');
    const read = await manager.withClient('everything', (client) => readResource(client, uri));
    const [shown] = shownContents(read.contents);
    expect(shown).toMatchObject({ kind: 'text', mimeType: 'text/plain', uri });
    expect(shown?.kind === 'text' && shown.shown).toMatch(
      /^Resource 7: This is a plaintext resource created at /,
    );
  });

  it('reads a blob as a described binary with its real size', async () => {
    const template = parseTemplate(BLOB_TEMPLATE);
    if (!template.ok) throw new Error(template.error);
    const uri = template.expand({ resourceId: '3' });
    expect(uri).toBe('demo://resource/dynamic/blob/3');
    const read = await manager.withClient('everything', (client) => readResource(client, uri));
    const [shown] = shownContents(read.contents);
    if (shown?.kind !== 'blob') throw new Error(`expected a blob, got ${JSON.stringify(shown)}`);
    const decoded = Buffer.from(shown.base64, 'base64').toString();
    expect(decoded).toMatch(/^Resource 3: This is a base64 blob created at /);
    expect(shown.size).toBe(`${decoded.length} B`);
  });

  it('routes notifications/resources/updated for a subscribed resource to the events', async () => {
    const uri = 'demo://resource/dynamic/text/2';
    const updated = new Promise<string>((resolve) => {
      const stop = events.onUpdated((serverId, from) => {
        if (serverId === 'everything' && from === uri) {
          stop();
          resolve(from);
        }
      });
    });
    await manager.withClient('everything', (client) => subscribeResource(client, uri));
    // The server's own switch: it then notifies every subscribed URI of this session every 5 s.
    await manager.callTool('everything', 'toggle-subscriber-updates', {});
    await expect(updated).resolves.toBe(uri);
    await manager.callTool('everything', 'toggle-subscriber-updates', {});
    await manager.withClient('everything', (client) => unsubscribeResource(client, uri));
  }, 20_000);
});

describe('resources on a small real server', () => {
  it('reports a blob with broken base64 clearly', async () => {
    await expect(
      manager.withClient('local', (client) => readResource(client, 'test://broken')),
    ).rejects.toThrow(/broken base64 for test:\/\/broken.*maintainer should fix the encoding/);
  });

  it('lists again when the server announces notifications/resources/list_changed', async () => {
    const before = await manager.withClient('local', (client) => listServerResources(client));
    expect(before.resources.map((r) => r.uri)).toEqual(['test://broken']);
    const version = events.state.getState().listVersions['local'] ?? 0;
    // Registering on a connected McpServer sends the notification to its session.
    for (const server of localServers)
      server.registerResource('added', 'test://added', {}, () => ({
        contents: [{ uri: 'test://added', text: 'new' }],
      }));
    await expect
      .poll(() => events.state.getState().listVersions['local'] ?? 0, { timeout: 5_000 })
      .toBeGreaterThan(version);
    const after = await manager.withClient('local', (client) => listServerResources(client));
    expect(after.resources.map((r) => r.uri)).toEqual(['test://broken', 'test://added']);
  });
});
