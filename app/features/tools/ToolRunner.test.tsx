import { describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../../bridge/hub/types';
import { ToolRunner, type ToolRunnerProps } from './ToolRunner';

const tool: ToolRunnerProps['tool'] = {
  exposedName: 'search',
  name: 'search',
  serverName: 'docs',
  description: 'Search the docs',
  inputSchema: { type: 'object', properties: { q: { type: 'string' } }, required: ['q'] },
  annotations: { readOnlyHint: true, openWorldHint: true },
};
const running: CallRecord = {
  id: 'c1',
  source: 'manual',
  exposedName: 'search',
  args: { q: 'x' },
  status: 'running',
  startedAt: 0,
  progress: { progress: 1, total: 3, message: 'Fetching' },
};

function setup(props: Partial<ToolRunnerProps> = {}) {
  const h = { onArgsChange: vi.fn(), onRun: vi.fn(), onCancel: vi.fn(), onClose: vi.fn() };
  render(<ToolRunner tool={tool} args={{ q: '' }} errors={{}} checking={false} {...h} {...props} />);
  return h;
}

describe('ToolRunner', () => {
  it('edits the arguments, runs with Enter or the button, and closes', async () => {
    const user = userEvent.setup();
    const h = setup();
    const hints = within(screen.getByRole('region', { name: 'Run search' })).getByRole('list', {
      name: 'Hints',
    });
    expect(Array.from(hints.children).map((hint) => hint.textContent)).toEqual(['read-only', 'open-world']);
    await user.type(screen.getByRole('textbox', { name: /q/ }), 'a{Enter}');
    expect(h.onArgsChange).toHaveBeenCalledWith({ q: 'a' });
    expect(h.onRun).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(h.onRun).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Close the tool form' }));
    expect(h.onClose).toHaveBeenCalled();
  });

  it('shows progress and Cancel while running, and no second Run', async () => {
    const user = userEvent.setup();
    const h = setup({ call: running });
    expect((screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement).disabled).toBe(true);
    const bar = screen.getByRole('progressbar', { name: 'Progress' }) as HTMLProgressElement;
    expect([bar.value, bar.max, bar.nextElementSibling?.textContent]).toEqual([1, 3, 'Fetching']);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(h.onCancel).toHaveBeenCalled();
  });

  it('shows the result, or the error, of the run', () => {
    setup({
      call: {
        ...running,
        status: 'done',
        endedAt: 12,
        result: { content: [{ type: 'text', text: 'found it' }] },
      },
    });
    const heading = screen.getByText(/^Result/);
    expect(heading.textContent).toBe('Result · 12 ms');
    expect(heading.nextElementSibling?.textContent).toBe('found it');
    cleanup();
    setup({ call: { ...running, status: 'error', error: 'Cancelled by you before the tool answered.' } });
    expect(screen.getByRole('alert').textContent).toMatch(/Cancelled/);
  });

  it('shows field errors from validation', () => {
    setup({ errors: { '/q': ['Required.'] } });
    expect(screen.getByRole('alert').textContent).toBe('Required.');
  });
});
