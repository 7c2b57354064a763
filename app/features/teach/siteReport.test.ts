// The Report text: the fields an issue needs, and nothing of the page's content, even when the page tries.
import { describe, expect, it } from 'vitest';
import { PAGE_RUNTIME_VERSION } from '../../../bridge/protocol/adapters';
import { siteReport } from './siteReport';

const now = new Date('2026-12-01T03:20:00Z');

describe('siteReport', () => {
  it('has the host, adapter, source, table version, parts, runtime versions and date', () => {
    const text = siteReport({
      origin: 'https://chat.example.com',
      health: {
        adapter: 'chatgpt',
        found: ['sendButton', 'userMessage'],
        missing: ['input', 'assistantMessage'],
        source: 'served',
        tableVersion: 'a1b2c3',
      },
      runtime: 2,
      now,
    });
    expect(text.split('\n').slice(2)).toEqual([
      'Host: chat.example.com',
      'Adapter: chatgpt',
      'Adapter source: served',
      'Adapter table version: a1b2c3',
      'Missing parts: input, assistantMessage',
      'Found parts: sendButton, userMessage',
      `Page runtime version: 2 (current: ${PAGE_RUNTIME_VERSION})`,
      'Date: 2026-12-01',
    ]);
  });

  it('carries no page content: no path, query, title, or text the page put in its report', () => {
    const secret = 'Quarterly results for ACME';
    const text = siteReport({
      origin: 'https://chat.example.com/c/conversation-1234?q=salary#frag',
      health: {
        adapter: `chatgpt ${secret}`,
        found: ['input', `<p>${secret}</p>`],
        missing: ['assistantMessage', 'user said: my password is hunter2'],
        tableVersion: secret,
      },
      now,
    });
    for (const leak of [secret, 'conversation-1234', 'salary', 'frag', 'hunter2', '/c/', '<p>'])
      expect(text).not.toContain(leak);
    expect(text).toContain('Host: chat.example.com\n');
    expect(text).toContain('Adapter: (not given)');
    expect(text).toContain('Found parts: input\n');
    expect(text).toContain('Missing parts: assistantMessage\n');
    expect(text).toContain('Page runtime version: (not given)');
  });
});
