// @vitest-environment jsdom
// The consent window's view of one pending call: what runs, where, for whom, with which arguments; its
// Run and Reject arm like every decision in that window, and Reject says so (closing the window does not).
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApproveCallRequest, ConsentDecision } from '../services/consent/messages';
import { ARMING_DELAY_MS } from '../components/useArming';
import { consentView } from './views';

const request: ApproveCallRequest = {
  kind: 'approve-call',
  origin: 'https://chat.example',
  tool: 'write_file',
  server: 'files',
  args: '{\n  "path": "<b>notes</b>.txt"\n}',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function setup() {
  const decide = vi.fn<(decision: ConsentDecision) => void>();
  render(consentView(request, decide));
  return { decide, run: screen.getByRole('button', { name: 'Run' }) as HTMLButtonElement };
}

describe('ApproveCallView', () => {
  it('names the tool, its server and the site, and shows the arguments as text', () => {
    setup();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Run write_file on files?');
    expect(screen.getByText(/^Requested by/).textContent).toBe(
      'Requested by https://chat.example, with these arguments:',
    );
    expect(screen.getByLabelText('Arguments').textContent).toBe(request.args);
    expect(document.querySelector('b')).toBeNull();
  });

  it('runs only once armed', () => {
    const { decide, run } = setup();
    fireEvent.click(run);
    expect(decide).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));
    fireEvent.click(run);
    expect(decide).toHaveBeenCalledWith({ kind: 'approve-call', allowed: true });
  });

  it('says Reject explicitly', () => {
    const { decide } = setup();
    act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));
    fireEvent.click(screen.getByRole('button', { name: 'Reject' }));
    expect(decide).toHaveBeenCalledWith({ kind: 'approve-call', allowed: false, rejected: true });
  });
});
