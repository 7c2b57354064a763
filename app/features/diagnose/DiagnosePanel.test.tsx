import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiagnosePanel, type StepView } from './DiagnosePanel';

const steps: StepView[] = [
  {
    id: 'reachability',
    title: 'Reachability',
    status: 'pass',
    detail: 'The server answers at 127.0.0.1:3000.',
  },
  {
    id: 'cors',
    title: 'CORS',
    status: 'fail',
    detail: 'The browser hides its answers.',
    fix: 'Send Access-Control-Allow-Origin.',
  },
  { id: 'session-header', title: 'Session header (mcp-session-id)', status: 'running' },
  { id: 'protocol', title: 'Protocol version', status: 'waiting' },
];

const props = { serverName: 'notes', steps, onCopy: vi.fn(), onRunAgain: vi.fn(), onClose: vi.fn() };

describe('DiagnosePanel', () => {
  it('shows every step with its verdict, and the fix of a failed one', () => {
    render(<DiagnosePanel {...props} done={false} />);
    const panel = screen.getByRole('region', { name: 'Diagnosis of notes' });
    expect(panel).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Reachability: passed' }).textContent).toContain(
      '127.0.0.1:3000',
    );
    expect(screen.getByRole('listitem', { name: 'CORS: failed' }).textContent).toContain(
      'Fix: Send Access-Control-Allow-Origin.',
    );
    expect(screen.getByRole('listitem', { name: 'Session header (mcp-session-id): checking…' })).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Protocol version: waiting' })).toBeTruthy();
  });

  it('offers Copy report and Run again only once the run is done', async () => {
    const user = userEvent.setup();
    const onCopy = vi.fn();
    const { rerender } = render(<DiagnosePanel {...props} onCopy={onCopy} done={false} />);
    expect((screen.getByRole('button', { name: 'Copy report' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Run again' }) as HTMLButtonElement).disabled).toBe(true);
    rerender(<DiagnosePanel {...props} onCopy={onCopy} done copyState="copied" />);
    await user.click(screen.getByRole('button', { name: 'Copy report' }));
    expect(onCopy).toHaveBeenCalledOnce();
    expect(screen.getByRole('status').textContent).toBe('Report copied (no tokens or header values).');
  });
});
