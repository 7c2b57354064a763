// Calls waiting for this window's Run come first: Run arms only while it is in view, so it must not sit
// below a long history.
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallList } from './CallList';

const call = (id: string, status: CallRecord['status']): CallRecord => ({
  id,
  source: 'chat',
  exposedName: id,
  args: {},
  status,
  startedAt: 1000,
});

describe('CallList order', () => {
  it('puts the calls waiting for approval here first, newest first otherwise', () => {
    render(
      <CallList
        calls={[call('newest_done', 'done'), call('waiting', 'pending'), call('older_done', 'done')]}
        serverNames={{}}
        awaitingApproval={{ waiting: true }}
        onRun={vi.fn()}
        onReject={vi.fn()}
        onRetry={vi.fn()}
        onCopy={vi.fn()}
      />,
    );
    const names = screen.getAllByRole('article').map((card) => card.getAttribute('aria-label'));
    expect(names).toEqual(['Call waiting', 'Call newest_done', 'Call older_done']);
  });
});
