// Reachability as both diagnoses judge it: what mixed content blocks before any request, and a probe that
// tells an answer from a failure and from a deadline, and lets go of the request once answered.
import { describe, expect, it } from 'vitest';
import { isMixedContent, isTimeout, reach, untilAnswered } from './reachability';

/** A request that never settles on its own: it rejects with the signal's reason once aborted. */
const hanging = (signal: AbortSignal) =>
  new Promise<never>((_resolve, reject) => signal.addEventListener('abort', () => reject(signal.reason)));

describe('isMixedContent', () => {
  it('blocks plain http to another computer from an https page, and nothing else', () => {
    expect(isMixedContent('https://app.example', 'http://192.168.1.20:8080/mcp')).toBe(true);
    expect(isMixedContent('https://app.example', 'http://my-box.lan:4312')).toBe(true);
    for (const loopback of [
      'http://127.0.0.1:4312',
      'http://127.0.0.2:1/mcp',
      'http://LOCALHOST:3000',
      'http://[::1]:3000',
    ])
      expect(isMixedContent('https://app.example', loopback)).toBe(false);
    expect(isMixedContent('https://app.example', 'https://mcp.example.com/mcp')).toBe(false);
    expect(isMixedContent('http://127.0.0.1:4310', 'http://my-box.lan:4312')).toBe(false);
  });
});

describe('untilAnswered', () => {
  it('aborts the request once it has answered, so an endless stream is let go', async () => {
    let used: AbortSignal | undefined;
    const value = await untilAnswered(1000, async (signal) => {
      used = signal;
      return 'headers';
    });
    expect(value).toBe('headers');
    expect(used?.aborted).toBe(true);
  });

  it('rejects at the deadline with a reason isTimeout recognises', async () => {
    const error = await untilAnswered(20, hanging).catch((reason: unknown) => reason);
    expect(isTimeout(error)).toBe(true);
    expect(isTimeout(new TypeError('Failed to fetch'))).toBe(false);
  });
});

describe('reach', () => {
  it('tells an answer, a failure and a deadline apart', async () => {
    expect(await reach(1000, async () => new Response(null))).toBe('answered');
    expect(await reach(1000, () => Promise.reject(new TypeError('Failed to fetch')))).toBe('failed');
    expect(await reach(20, hanging)).toBe('timeout');
  });
});
