import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../bridge/hub/types';
import { CallList } from '../features/calls/CallList';
import { ErrorBoundary } from './ErrorBoundary';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** React reports caught render errors on console.error; they are expected here. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined);

describe('ErrorBoundary', () => {
  it('shows the error, and "Try again" mounts the children afresh', async () => {
    quietConsole();
    let failing = true;
    let mounts = 0;
    function Flaky() {
      mounts++;
      if (failing) throw new Error('the result is not an array');
      return <p>Panel content</p>;
    }
    render(
      <>
        <ErrorBoundary>
          <Flaky />
        </ErrorBoundary>
        <p>Sibling</p>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      'This panel hit an error: the result is not an arrayTry again',
    );
    expect(screen.getByText('Sibling').textContent).toBe('Sibling');
    failing = false;
    const before = mounts;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Panel content').textContent).toBe('Panel content');
    expect(mounts).toBeGreaterThan(before);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('clips a long error message', () => {
    quietConsole();
    function Loud(): never {
      throw new Error('x'.repeat(1000));
    }
    render(
      <ErrorBoundary what="call card">
        <Loud />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toBe(
      `This call card hit an error: ${'x'.repeat(300)}…Try again`,
    );
  });
});

describe('CallList with a card that cannot render', () => {
  const call = (id: string, patch: Partial<CallRecord> = {}): CallRecord => ({
    id,
    source: 'chat',
    exposedName: id,
    serverId: 's1',
    toolName: id,
    args: {},
    status: 'done',
    startedAt: 1000,
    endedAt: 1250,
    result: { content: [{ type: 'text', text: `${id} ok` }] },
    ...patch,
  });

  it('shows the error in that card and keeps the other cards', () => {
    quietConsole();
    // History saved before results were checked: `content` is not an array.
    const broken = call('broken_tool', {
      result: { content: 5 } as unknown as NonNullable<CallRecord['result']>,
    });
    render(
      <CallList
        calls={[call('read_graph'), broken, call('list_files')]}
        serverNames={{}}
        awaitingApproval={{}}
        onRun={vi.fn()}
        onReject={vi.fn()}
        onRetry={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[1]!.textContent).toMatch(/^This call card hit an error: .+Try again$/);
    expect(items[0]!.textContent).toContain('read_graph');
    expect(items[2]!.textContent).toContain('list_files');
  });
});
