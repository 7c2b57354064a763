// A chat call that asks although its policy is auto (budget used up, a loop) says why on its card, as text.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallCard } from './CallCard';

const call: CallRecord = {
  id: 'c1',
  source: 'chat',
  origin: 'https://chat.example',
  exposedName: 'list_directory',
  args: { path: '/srv' },
  status: 'pending',
  startedAt: 1000,
};

function renderCard(record: CallRecord) {
  const handlers = { onRun: vi.fn(), onReject: vi.fn(), onRetry: vi.fn(), onCopy: vi.fn() };
  render(<CallCard call={record} serverName="files" canDecide {...handlers} />);
}

describe('CallCard reason', () => {
  it('shows why the call asks', () => {
    const reason = 'Repeated 3 times since your last message, so agent mode paused: <b>loop</b>?';
    renderCard({ ...call, reason });
    expect(screen.getByText(reason).tagName).toBe('P');
    expect(document.querySelector('b')).toBeNull();
  });

  it('shows no reason line for an ordinary call', () => {
    renderCard(call);
    expect(screen.queryByText(/agent mode paused/)).toBeNull();
  });
});
