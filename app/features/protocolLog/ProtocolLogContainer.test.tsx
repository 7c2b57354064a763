// The protocol log view over a real session: an in-memory MCP server that logs, its traffic recorded by the
// product's own feature, shown, searched, filtered, expanded, cleared, and its level set from the view.
import { Client, InMemoryTransport } from '@modelcontextprotocol/client';
import { McpServer } from '@modelcontextprotocol/server';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import * as z from 'zod/v4';
import { protocolLogFeature } from '../../../bridge/connections/protocolLog/loggingFeature';
import { ProtocolLog } from '../../../bridge/connections/protocolLog/protocolLog';
import type { ServerConfig } from '../../../bridge/connections/types';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { ProtocolLogContainer } from './ProtocolLogContainer';

const server: ServerConfig = {
  id: 'mem',
  name: 'Logger',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto',
  enabled: true,
};
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  cleanup();
  for (const close of closers.splice(0)) await close();
});

async function loggingSession(log: ProtocolLog) {
  const mcp = new McpServer({ name: 'logger', version: '1.0.0' }, { capabilities: { logging: {} } });
  mcp.registerTool('shout', { inputSchema: z.object({ text: z.string() }) }, ({ text }) => ({
    content: [{ type: 'text', text: text.toUpperCase() }],
  }));
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await mcp.connect(serverSide);
  const feature = protocolLogFeature(server.id, log);
  const client = new Client({ name: 'test', version: '1.0.0' });
  feature.attach(client);
  await client.connect(feature.wrapTransport!(clientSide));
  closers.push(async () => {
    await client.close();
    await mcp.close();
  });
  return { mcp, client };
}

async function renderLog(log: ProtocolLog, client: Client, onClose = () => undefined) {
  const base = testRuntime();
  base.store
    .getState()
    .setStatus(server.id, { state: 'connected', toolCount: 1, transport: 'streamable-http' });
  const runtime = {
    ...base,
    connections: {
      ...base.connections,
      protocolLog: Promise.resolve(log),
      withClient: <T,>(_id: string, run: (c: Client) => Promise<T>) => run(client),
    },
  };
  // The view waits (React `use`) for the log's promise, as it does while the connections' code loads.
  await act(async () => {
    renderWithRuntime(<ProtocolLogContainer server={server} onClose={onClose} />, runtime);
  });
}

const rows = () => within(screen.getByRole('list', { name: 'Log entries' })).getAllByRole('button');

describe('ProtocolLogContainer', () => {
  it('shows the traffic and the server log, and narrows, filters, expands and clears them', async () => {
    const user = userEvent.setup();
    const log = new ProtocolLog();
    const { mcp, client } = await loggingSession(log);
    await client.callTool({ name: 'shout', arguments: { text: 'hi there' } });
    await mcp.sendLoggingMessage({ level: 'warning', logger: 'disk', data: 'almost full' });
    await waitFor(() => expect(log.entries(server.id).some((e) => e.kind === 'server-log')).toBe(true));

    await renderLog(log, client);
    await screen.findByRole('region', { name: 'Protocol log of Logger' });
    const all = rows().map((row) => row.textContent);
    expect(all.some((text) => /→ sent.*initialize/.test(text ?? ''))).toBe(true);
    expect(all.some((text) => /← received.*tools\/call.*result/.test(text ?? ''))).toBe(true);
    expect(all.some((text) => /warning.*disk: almost full/.test(text ?? ''))).toBe(true);

    await user.type(screen.getByRole('searchbox', { name: 'Search the protocol log' }), 'tools/call');
    expect(rows()).toHaveLength(2);
    expect(screen.getByText(/^2 of \d+ entries/)).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'received');
    expect(rows()).toHaveLength(1);
    await user.click(rows()[0]!);
    expect(rows()[0]!.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Message tools/call').textContent).toContain('"text": "HI THERE"');

    await user.clear(screen.getByRole('searchbox', { name: 'Search the protocol log' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of entries' }), 'server-log');
    expect(rows()).toHaveLength(1);
    expect(rows()[0]!.textContent).toContain('almost full');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('list', { name: 'Log entries' })).toBeNull();
    expect(log.entries(server.id)).toEqual([]);
  });

  it('sets the server log level, and new messages appear while it is open', async () => {
    const user = userEvent.setup();
    const log = new ProtocolLog();
    const { mcp, client } = await loggingSession(log);
    await renderLog(log, client);
    const level = await screen.findByRole('combobox', { name: 'Server log level' });
    await user.selectOptions(level, 'error');
    await screen.findByText('Set to error.');
    await act(async () => {
      await mcp.sendLoggingMessage({ level: 'info', data: 'dropped by the server' });
      await mcp.sendLoggingMessage({ level: 'error', data: 'kept' });
    });
    await waitFor(() => expect(rows().some((row) => row.textContent?.includes('kept'))).toBe(true));
    expect(rows().some((row) => row.textContent?.includes('dropped by the server'))).toBe(false);
    expect(rows().some((row) => /logging\/setLevel/.test(row.textContent ?? ''))).toBe(true);
  });

  it('says its bounds once it let older entries go', async () => {
    const log = new ProtocolLog({ maxEntries: 3, maxMessageChars: 2048 });
    const { client } = await loggingSession(log);
    await client.listTools();
    await renderLog(log, client);
    await screen.findByText(
      /Keeps the newest 3 messages of this server, each up to 2\.0 KB; \d+ older ones were dropped\./,
    );
    expect(rows()).toHaveLength(3);
  });
});
