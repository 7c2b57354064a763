import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeWindow } from '../../core/test/fakeWindow';
import {
  CONSENT_DECISION,
  CONSENT_READY,
  CONSENT_REQUEST,
  type GrantRequest,
  type RequestMessage,
} from './messages';
import { PopupBlockedError, requestConsent } from './requestConsent';

const APP = 'https://app.example';
const grant: GrantRequest = {
  kind: 'grant',
  origin: 'https://chat.example',
  servers: [],
  offerLocalConnector: false,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function open() {
  const win = new FakeWindow({ origin: APP });
  const pending = requestConsent(grant, win.asWindow());
  const popup = win.popups[0]!;
  return { win, pending, popup };
}

describe('requestConsent (sidebar side)', () => {
  it('opens an unnamed window, sends the request only after that window says it is ready', () => {
    const { win, popup } = open();
    expect(win.openCalls[0]?.slice(0, 2)).toEqual(['/consent.html', '_blank']);
    expect(popup.received).toEqual([]);
    win.deliver({ type: CONSENT_READY }, 'https://chat.example', popup); // wrong origin
    win.deliver({ type: CONSENT_READY }, APP, {}); // our origin, another window
    expect(popup.received).toEqual([]);
    win.deliver({ type: CONSENT_READY }, APP, popup);
    expect(popup.received).toEqual([
      { data: { type: CONSENT_REQUEST, id: expect.any(String), request: grant }, targetOrigin: APP },
    ]);
  });

  it('resolves only with the decision of its own window, for its own request id and kind', async () => {
    const { win, pending, popup } = open();
    win.deliver({ type: CONSENT_READY }, APP, popup);
    const { id } = popup.received[0]!.data as RequestMessage;
    const allow = { kind: 'grant', allowed: true };
    win.deliver({ type: CONSENT_DECISION, id, decision: allow }, 'https://evil.example', popup);
    win.deliver({ type: CONSENT_DECISION, id, decision: allow }, APP, {});
    win.deliver({ type: CONSENT_DECISION, id: 'other', decision: allow }, APP, popup);
    win.deliver({ type: CONSENT_DECISION, id, decision: { kind: 'handoff', allowed: true } }, APP, popup);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);

    win.deliver({ type: CONSENT_DECISION, id, decision: allow }, APP, popup);
    await expect(pending).resolves.toEqual(allow);
    expect(popup.closed).toBe(true);
  });

  it('treats a closed window as a denial', async () => {
    const { pending, popup } = open();
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(1_000);
    await expect(pending).resolves.toEqual({ kind: 'grant', allowed: false });
  });

  it('takes an answer that arrives just after its window closed (it closes itself on answering)', async () => {
    const { win, pending, popup } = open();
    win.deliver({ type: CONSENT_READY }, APP, popup);
    const { id } = popup.received[0]!.data as RequestMessage;
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(500); // the poll sees the window closed before its message arrives
    win.deliver({ type: CONSENT_DECISION, id, decision: { kind: 'grant', allowed: true } }, APP, popup);
    await expect(pending).resolves.toEqual({ kind: 'grant', allowed: true });
  });

  it('opens at once for a request still being prepared, and sends it when both it and the window are ready', async () => {
    const win = new FakeWindow({ origin: APP });
    let prepare!: (request: GrantRequest) => void;
    const ready = new Promise<GrantRequest>((resolve) => (prepare = resolve));
    void requestConsent({ kind: 'grant', key: 'k', ready }, win.asWindow());
    const popup = win.popups[0]!;
    win.deliver({ type: CONSENT_READY }, APP, popup);
    await Promise.resolve();
    expect(popup.received).toEqual([]);
    prepare(grant);
    await vi.waitFor(() =>
      expect(popup.received).toEqual([
        { data: { type: CONSENT_REQUEST, id: expect.any(String), request: grant }, targetOrigin: APP },
      ]),
    );
  });

  it('closes the window and rejects with the reason when the request could not be prepared', async () => {
    const win = new FakeWindow({ origin: APP });
    const failure = new Error('files did not give the prompt "x"');
    const ready = Promise.reject<GrantRequest>(failure);
    const pending = requestConsent({ kind: 'grant', key: 'k', ready }, win.asWindow());
    await expect(pending).rejects.toBe(failure);
    expect(win.popups[0]!.closed).toBe(true);
    expect(win.popups[0]!.received).toEqual([]);
  });

  it('rejects with a clear message when the browser blocks the window', async () => {
    const win = new FakeWindow({ origin: APP });
    win.blockPopups = true;
    await expect(requestConsent(grant, win.asWindow())).rejects.toBeInstanceOf(PopupBlockedError);
  });
});
