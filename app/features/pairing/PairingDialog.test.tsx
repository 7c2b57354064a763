import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PairingPayload } from '../../../bridge/protocol/pairing';
import { ARMING_DELAY_MS } from '../../ui/useArming';
import { planPairing } from './pairing';
import { PairingDialog } from './PairingDialog';

const payload: PairingPayload = {
  v: 2,
  connector: 'http://127.0.0.1:4312',
  code: 'one-time-code-0123456789',
  servers: ['memory'],
};
const stale = (name: string) => ({
  id: `connector:127.0.0.1:4312/${name}`,
  name,
  url: `http://127.0.0.1:4312/servers/${name}/mcp`,
  transport: 'streamable-http' as const,
  enabled: true,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function show(p: PairingPayload, existing = [stale('files'), stale('git')]) {
  const onConfirm = vi.fn();
  render(
    <PairingDialog
      plan={planPairing(p, existing)}
      busy={false}
      error={null}
      onConfirm={onConfirm}
      onCancel={vi.fn()}
    />,
  );
  act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));
  return onConfirm;
}

describe('PairingDialog', () => {
  it('names the connector and its servers; stale servers are kept unless their own box is ticked', () => {
    const onConfirm = show(payload);
    const dialog = screen.getByRole('dialog', {
      name: 'Add 1 server from the connector at http://127.0.0.1:4312?',
    });
    const toAdd = within(dialog).getByRole('list', { name: 'Servers to add' });
    expect(
      within(toAdd)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['memory']);
    expect(screen.queryByRole('alert')).toBeNull();
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.map((b) => [b.parentElement?.textContent, b.checked])).toEqual([
      ['Also remove files', false],
      ['Also remove git', false],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 server' }));
    expect(onConfirm).toHaveBeenLastCalledWith([], []);
    fireEvent.click(screen.getByLabelText('Also remove git'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 server' }));
    expect(onConfirm).toHaveBeenLastCalledWith(['connector:127.0.0.1:4312/git'], []);
  });

  const remotes = [
    {
      name: 'docs',
      url: 'https://docs.example/v1/mcp',
      transport: 'auto' as const,
      headers: ['Authorization'],
    },
    { name: 'events', url: 'http://10.0.0.5:9000/sse', transport: 'sse' as const },
  ];

  it('lists the remote servers apart, by origin and URL, with the headers to enter; unticked ones are not added', () => {
    const onConfirm = show({ ...payload, v: 3, remotes }, []);
    expect(
      within(screen.getByRole('list', { name: 'Servers to add' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['memory']);
    const group = screen.getByRole('group', { name: 'Also add these remote servers' });
    const items = within(within(group).getByRole('list', { name: 'Remote servers to add' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      "docs at https://docs.examplehttps://docs.example/v1/mcp · Streamable HTTP or SSENeeds the header Authorization: enter it in the server's settings after adding.",
      'events at http://10.0.0.5:9000http://10.0.0.5:9000/sse · SSENot encrypted: plain http to another computer. Anyone on the network can read or change what is sent.',
    ]);
    expect(
      within(group)
        .getAllByRole('checkbox')
        .map((b) => (b as HTMLInputElement).checked),
    ).toEqual([true, true]);
    fireEvent.click(screen.getByRole('button', { name: 'Add 3 servers' }));
    expect(onConfirm).toHaveBeenLastCalledWith([], remotes);
    fireEvent.click(within(items[0]!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Add 2 servers' }));
    expect(onConfirm).toHaveBeenLastCalledWith([], [remotes[1]]);
  });

  it('offers a remote server already in the list unticked, and asks about remote servers alone', () => {
    const existing = { ...stale('x'), id: 'server:1', url: 'http://10.0.0.5:9000/sse' };
    const onConfirm = show({ ...payload, v: 3, servers: [], remotes }, [existing]);
    screen.getByRole('dialog', {
      name: 'Add the remote servers offered by the connector at http://127.0.0.1:4312?',
    });
    expect(screen.queryByRole('list', { name: 'Servers to add' })).toBeNull();
    expect(screen.getByText(/already in your servers/).textContent).toContain('http://10.0.0.5:9000/sse');
    fireEvent.click(screen.getByRole('button', { name: 'Add 1 server' }));
    expect(onConfirm).toHaveBeenLastCalledWith([], [remotes[0]]);
  });

  it('warns that a header entered for a plain-http remote travels unencrypted', () => {
    show(
      {
        ...payload,
        v: 3,
        remotes: [
          { name: 'api', url: 'http://mcp.example/mcp', transport: 'auto', headers: ['Authorization'] },
          { name: 'local', url: 'http://127.0.0.1:3000/mcp', transport: 'auto', headers: ['Authorization'] },
        ],
      },
      [],
    );
    const items = within(screen.getByRole('list', { name: 'Remote servers to add' })).getAllByRole(
      'listitem',
    );
    expect(items[0]!.textContent).toContain(
      'Not encrypted: plain http to another computer. Anyone on the network can read or change what is sent, including the headers you enter.',
    );
    expect(items[1]!.textContent).not.toContain('Not encrypted');
  });

  it('warns loudly when the connector is not on this computer', () => {
    show({ ...payload, connector: 'https://evil.example' }, []);
    expect(screen.getByRole('alert').textContent).toMatch(/^This is not on your computer/);
  });
});
