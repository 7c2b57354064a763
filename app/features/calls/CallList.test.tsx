import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallList } from './CallList';

const call = (id: string, patch: Partial<CallRecord>): CallRecord => ({
  id,
  source: 'chat',
  exposedName: id,
  serverId: 's1',
  toolName: id,
  args: {},
  status: 'done',
  startedAt: 1000,
  endedAt: 1250,
  result: { content: [{ type: 'text', text: 'ok' }] },
  ...patch,
});

function setup() {
  const h = {
    onRun: vi.fn(),
    onReject: vi.fn(),
    onRetry: vi.fn(),
    onCopy: vi.fn(),
    onInsert: vi.fn(),
    onAttach: vi.fn(),
    onCancel: vi.fn(),
    onClear: vi.fn(),
  };
  render(
    <CallList
      calls={[
        call('read_graph', { args: { query: 'alpha' } }),
        call('slow_task', {
          status: 'running',
          source: 'manual',
          progress: { progress: 2, total: 4 },
          result: undefined as never,
        }),
        call('delete_all', { status: 'error', error: 'Server went away', retryable: true }),
      ]}
      serverNames={{ s1: 'memory' }}
      awaitingApproval={{}}
      canCancel={(id) => id === 'slow_task'}
      {...h}
    />,
  );
  return h;
}

describe('CallList', () => {
  it('searches calls by tool, arguments and error', async () => {
    const user = userEvent.setup();
    setup();
    const search = screen.getByRole('searchbox', { name: 'Search calls' });
    await user.type(search, 'alpha');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Call read_graph',
    ]);
    await user.clear(search);
    await user.type(search, 'went away');
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Call delete_all',
    ]);
  });

  it('offers attach, cancel with progress, retry and clear', async () => {
    const user = userEvent.setup();
    const h = setup();
    await user.click(screen.getByRole('button', { name: 'Attach to chat' }));
    expect(h.onAttach).toHaveBeenCalledWith(expect.objectContaining({ id: 'read_graph' }));
    const bar = screen.getByRole('progressbar', { name: 'Progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([2, 4]);
    expect(bar.closest('article')?.getAttribute('aria-label')).toBe('Call slow_task');
    expect(bar.nextElementSibling?.textContent).toBe('2 of 4');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalledWith('slow_task');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(h.onRetry).toHaveBeenCalledWith('delete_all');
    await user.click(screen.getByRole('button', { name: 'Clear history' }));
    expect(h.onClear).toHaveBeenCalledOnce();
  });

  it('opens a resource link from a server tool, never one a page tool wrote', async () => {
    const onOpenResource = vi.fn();
    const link = (uri: string) => ({ content: [{ type: 'resource_link' as const, uri, name: uri }] });
    render(
      <CallList
        calls={[
          call('page_tool', { serverId: 'page:https://evil.example', result: link('file:///etc/passwd') }),
          call('server_tool', { result: link('demo://resource/1') }),
        ]}
        serverNames={{ s1: 'memory' }}
        awaitingApproval={{}}
        onRun={vi.fn()}
        onReject={vi.fn()}
        onRetry={vi.fn()}
        onCopy={vi.fn()}
        onClear={vi.fn()}
        onOpenResource={onOpenResource}
      />,
    );
    const open = screen.getAllByRole('button', { name: / in the sidebar$/ });
    expect(open.map((b) => b.getAttribute('aria-label'))).toEqual(['Open demo://resource/1 in the sidebar']);
    expect(screen.getByText('file:///etc/passwd')).toBeTruthy();
    await userEvent.click(open[0]!);
    expect(onOpenResource).toHaveBeenCalledWith('s1', 'demo://resource/1', 'demo://resource/1');
  });
});
