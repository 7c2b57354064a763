import { describe, expect, it } from 'vitest';
import { receiveConsentRequest } from './answerConsent';
import { CONSENT_DECISION, CONSENT_READY, CONSENT_REQUEST } from './messages';

const APP = 'https://app.example';
const request = { kind: 'handoff', origin: 'https://chat.example' } as const;

/** The consent window with its opener; `deliver` plays the browser's message event. */
function consentWindow(opener: { posted: unknown[] } | null) {
  const win = new EventTarget() as EventTarget & { opener: unknown; location: { origin: string } };
  win.opener = opener && {
    postMessage: (data: unknown, targetOrigin: string) => opener.posted.push({ data, targetOrigin }),
  };
  win.location = { origin: APP };
  const deliver = (data: unknown, origin: string, source: unknown) =>
    win.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  return { win, deliver, asWindow: () => win as unknown as Window };
}

describe('receiveConsentRequest (consent window side)', () => {
  it('says ready to its opener (our origin only), takes its request and answers once', async () => {
    const opener = { posted: [] as unknown[] };
    const w = consentWindow(opener);
    const pending = receiveConsentRequest(w.asWindow());
    expect(opener.posted).toEqual([{ data: { type: CONSENT_READY }, targetOrigin: APP }]);

    const message = { type: CONSENT_REQUEST, id: 'r1', request };
    w.deliver(
      { ...message, request: { ...request, origin: 'https://evil.example' } },
      'https://evil.example',
      w.win.opener,
    );
    w.deliver({ ...message, request: { ...request, origin: 'https://evil.example' } }, APP, {});
    w.deliver(message, APP, w.win.opener);
    const consent = await pending;
    expect(consent?.request).toEqual(request);

    consent?.answer({ kind: 'handoff', allowed: false });
    consent?.answer({ kind: 'handoff', allowed: true, state: {} });
    expect(opener.posted.slice(1)).toEqual([
      {
        data: { type: CONSENT_DECISION, id: 'r1', decision: { kind: 'handoff', allowed: false } },
        targetOrigin: APP,
      },
    ]);
  });

  it('has nothing to answer when no window opened it', async () => {
    await expect(receiveConsentRequest(consentWindow(null).asWindow())).resolves.toBeNull();
  });
});
