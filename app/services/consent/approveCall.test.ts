// "Approve in a window…": the request shows the sidebar's own record of the call, and only an explicit
// answer from that window approves or rejects; closing it leaves the call waiting.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { FakeWindow } from '../test/fakeWindow';
import { askToApproveCall } from './approveCall';
import { CONSENT_DECISION, CONSENT_READY, type RequestMessage } from './messages';

const APP = 'https://app.example';
const call: CallRecord = {
  id: 'c1',
  source: 'chat',
  origin: 'https://chat.example',
  exposedName: 'files__write_file',
  serverId: 's1',
  toolName: 'write_file',
  args: { path: 'notes.txt' },
  status: 'pending',
  startedAt: 1,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function ask() {
  const win = new FakeWindow({ origin: APP });
  const answer = askToApproveCall(call, 'files', win.asWindow());
  const popup = win.popups[0]!;
  win.deliver({ type: CONSENT_READY }, APP, popup);
  const { id, request } = popup.received[0]!.data as RequestMessage;
  const decide = (decision: unknown) => win.deliver({ type: CONSENT_DECISION, id, decision }, APP, popup);
  return { answer, popup, request, decide };
}

describe('askToApproveCall', () => {
  it('shows the window the tool, its server, the requesting site and the exact arguments', () => {
    expect(ask().request).toEqual({
      kind: 'approve-call',
      origin: 'https://chat.example',
      tool: 'write_file',
      server: 'files',
      args: '{\n  "path": "notes.txt"\n}',
    });
  });

  it('approves on Run and rejects on Reject', async () => {
    const run = ask();
    run.decide({ kind: 'approve-call', allowed: true });
    await expect(run.answer).resolves.toBe('approve');
    const reject = ask();
    reject.decide({ kind: 'approve-call', allowed: false, rejected: true });
    await expect(reject.answer).resolves.toBe('reject');
  });

  it('leaves the call waiting when the window is closed without an answer', async () => {
    const { answer, popup } = ask();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500);
    await expect(answer).resolves.toBe('undecided');
  });
});
