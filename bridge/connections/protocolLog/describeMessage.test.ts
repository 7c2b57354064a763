import { describe, expect, it } from 'vitest';
import { utf8Length } from './boundedJson';
import { describeMessage, describeServerLog, serverLogParams } from './describeMessage';
import { REDACTED, redactedJson } from './redact';

describe('redaction', () => {
  it('masks credential keys at any depth and bearer tokens inside strings', () => {
    const json = redactedJson({
      headers: { Authorization: 'Bearer sk-live-123456', 'X-Team': 'blue' },
      params: { arguments: { password: 'hunter2', api_key: 'k-1', note: 'use Bearer abcdef.ghij please' } },
      oauth: { access_token: 'at-1', refresh_token: 'rt-1', client_secret: 'cs-1' },
      _meta: { progressToken: 7 },
    });
    for (const secret of ['sk-live-123456', 'hunter2', 'k-1', 'abcdef.ghij', 'at-1', 'rt-1', 'cs-1'])
      expect(json).not.toContain(secret);
    expect(json).toContain(`"note":"use Bearer ${REDACTED} please"`);
    expect(json).toContain('"X-Team":"blue"');
    // A progress token is not a credential: the log shows it, to match progress to its request.
    expect(json).toContain('"progressToken":7');
  });
});

describe('describeMessage', () => {
  it('names type, method and id, and measures the whole message in UTF-8 bytes', () => {
    const request = { jsonrpc: '2.0' as const, id: 4, method: 'tools/call', params: { name: 'échø' } };
    const entry = describeMessage('sent', request, 1000);
    expect(entry).toMatchObject({
      kind: 'traffic',
      direction: 'sent',
      type: 'request',
      method: 'tools/call',
      id: 4,
    });
    expect(entry.size).toBe(new TextEncoder().encode(JSON.stringify(request)).length);
    expect(entry.trimmed).toBe(false);

    const response = describeMessage('received', { jsonrpc: '2.0', id: 4, result: {} }, 1000, 'tools/call');
    expect(response).toMatchObject({ type: 'response', method: 'tools/call', id: 4 });
    const error = describeMessage(
      'received',
      { jsonrpc: '2.0', id: 5, error: { code: -32601, message: 'nope' } },
      1000,
    );
    expect(error.type).toBe('error');
  });

  it('cuts a large message at the cap and says how much it left out', () => {
    const big = { jsonrpc: '2.0' as const, method: 'notifications/x', params: { text: 'y'.repeat(5000) } };
    const entry = describeMessage('received', big, 100);
    expect(entry.trimmed).toBe(true);
    expect(entry.text.length).toBeLessThan(200);
    expect(entry.text).toMatch(/trimmed: \d+ more characters/);
    expect(entry.size).toBe(JSON.stringify(big).length);
  });

  it('keeps a hostile method, id or logger name to one short line; the message text keeps them whole up to the cap', () => {
    const long = 'm'.repeat(10_000);
    const entry = describeMessage('received', { jsonrpc: '2.0', id: long, method: long }, 20_000);
    expect(entry.method!.length).toBeLessThanOrEqual(121);
    expect(String(entry.id).length).toBeLessThanOrEqual(121);
    const message = {
      jsonrpc: '2.0' as const,
      method: 'notifications/message',
      params: { level: 'info', logger: long, data: 'x' },
    };
    expect(describeServerLog(serverLogParams(message)!, message, 1000).logger!.length).toBeLessThanOrEqual(
      121,
    );
  });

  it('counts surrogate pairs as four bytes', () => {
    expect(utf8Length('a😀é')).toBe(1 + 4 + 2);
  });
});

describe('server log lines', () => {
  const line = (params: Record<string, unknown>) => ({
    jsonrpc: '2.0' as const,
    method: 'notifications/message',
    params,
  });

  it('reads a well-formed line and refuses a malformed one, which stays plain traffic', () => {
    expect(serverLogParams(line({ level: 'info', data: 'x' }))).toEqual({ level: 'info', data: 'x' });
    expect(serverLogParams(line({ level: 'loud', data: 'x' }))).toBeUndefined();
    expect(serverLogParams(line({ level: 'info' }))).toBeUndefined();
    expect(serverLogParams(line({ level: 'info', logger: 7, data: 'x' }))).toBeUndefined();
    expect(
      serverLogParams({ jsonrpc: '2.0', id: 1, method: 'notifications/message', params: {} }),
    ).toBeUndefined();
  });

  it('shows a text line as itself, with level and logger, redacted, sized as the whole message', () => {
    const message = line({ level: 'warning', logger: 'db', data: 'token Bearer abc.def.ghi used' });
    const entry = describeServerLog(serverLogParams(message)!, message, 1000);
    expect(entry).toMatchObject({
      kind: 'server-log',
      level: 'warning',
      logger: 'db',
      method: 'notifications/message',
    });
    expect(entry.text).toBe(`token Bearer ${REDACTED} used`);
    expect(entry.size).toBe(redactedJson(message).length);
    const structured = line({ level: 'info', data: { step: 2, password: 'p' } });
    expect(describeServerLog(serverLogParams(structured)!, structured, 1000).text).toBe(
      `{"step":2,"password":"${REDACTED}"}`,
    );
  });
});
