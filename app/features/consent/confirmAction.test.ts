// "… in a window…": the request shows the sidebar's own record of what will happen (the call, the form's
// arguments, the exact result text and its destination), and only an explicit answer from that very window
// confirms it, once; closing the window leaves things as they were.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallRecord } from '../../../bridge/hub/types';
import { FakeWindow } from '../../core/test/fakeWindow';
import {
  callActionRequest,
  chatActionRequest,
  confirmInWindow,
  resultActionRequest,
  runActionRequest,
} from './confirmAction';
import { CONSENT_DECISION, CONSENT_READY, type ActionRequest, type RequestMessage } from './messages';

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

function ask(request: ActionRequest) {
  const win = new FakeWindow({ origin: APP });
  const answer = confirmInWindow(request, win.asWindow());
  const popup = win.popups[0]!;
  win.deliver({ type: CONSENT_READY }, APP, popup);
  const { id, request: sent } = popup.received[0]!.data as RequestMessage;
  const decide = (decision: unknown, origin = APP, source: unknown = popup) =>
    win.deliver({ type: CONSENT_DECISION, id, decision }, origin, source);
  return { answer, popup, sent, id, decide, win };
}

describe('the requests', () => {
  it('a pending call: the tool, its server, the requesting site and the exact arguments', () => {
    expect(ask(callActionRequest('approve-call', call, 'files')).sent).toEqual({
      kind: 'action',
      action: 'approve-call',
      origin: 'https://chat.example',
      tool: 'write_file',
      server: 'files',
      args: '{\n  "path": "notes.txt"\n}',
    });
    expect(callActionRequest('retry', call).action).toBe('retry');
  });

  it('the tool form: its tool, server, the page the sidebar is on and the arguments', () => {
    const request = runActionRequest({ name: 'echo', serverName: 'everything' }, { message: 'hi' }, APP);
    expect(request).toEqual({
      kind: 'action',
      action: 'run',
      origin: APP,
      tool: 'echo',
      server: 'everything',
      args: '{\n  "message": "hi"\n}',
    });
  });

  it('a result: the site that gets it, the exact text, and where it came from when that is elsewhere', () => {
    const done: CallRecord = { ...call, status: 'done' };
    expect(resultActionRequest(done, 'https://chat.example', { text: 'TEXT' })).toEqual({
      kind: 'action',
      action: 'insert',
      origin: 'https://chat.example',
      subject: { type: 'result', name: 'write_file' },
      files: [],
      text: 'TEXT',
    });
    const file = { name: 'r.md', mimeType: 'text/markdown', text: 'T' };
    expect(resultActionRequest(done, 'https://other.example', { files: [file] })).toEqual({
      kind: 'action',
      action: 'attach',
      origin: 'https://other.example',
      subject: { type: 'result', name: 'write_file' },
      from: 'https://chat.example',
      files: [file],
    });
    const manual: CallRecord = { ...done, source: 'manual' };
    expect(resultActionRequest(manual, 'https://chat.example', { text: 'T' }).from).toBe(
      'a run by hand in the sidebar',
    );
  });

  it('a prompt: every file it attaches (a blob by its size and type), then the text for the input', () => {
    const request = chatActionRequest({ type: 'prompt', name: 'review', server: 'everything' }, APP, {
      files: [
        { name: 'notes.txt', mimeType: 'text/plain', text: 'the notes' },
        { name: 'pic.png', mimeType: 'image/png', base64: 'aGVsbG8=' },
      ],
      text: 'Review [Attached file: notes.txt]',
    });
    expect(request).toEqual({
      kind: 'action',
      action: 'insert',
      origin: APP,
      subject: { type: 'prompt', name: 'review', server: 'everything' },
      files: [
        { name: 'notes.txt', mimeType: 'text/plain', text: 'the notes' },
        { name: 'pic.png', mimeType: 'image/png', text: 'Binary file, 5 B, image/png' },
      ],
      text: 'Review [Attached file: notes.txt]',
    });
  });
});

describe('confirmInWindow', () => {
  it('confirms on the window’s yes, rejects on Reject, once', async () => {
    const yes = ask(callActionRequest('retry', call));
    yes.decide({ kind: 'action', allowed: true });
    yes.decide({ kind: 'action', allowed: false, rejected: true });
    await expect(yes.answer).resolves.toBe('confirm');
    const no = ask(callActionRequest('approve-call', call));
    no.decide({ kind: 'action', allowed: false, rejected: true });
    await expect(no.answer).resolves.toBe('reject');
  });

  it('refuses a decision from another origin or another window, and one of another kind', async () => {
    const { answer, decide, popup } = ask(callActionRequest('retry', call));
    decide({ kind: 'action', allowed: true }, 'https://chat.example');
    decide({ kind: 'action', allowed: true }, APP, {});
    decide({ kind: 'grant', allowed: true });
    let settled = false;
    void answer.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(answer).resolves.toBe('undecided');
  });
});
