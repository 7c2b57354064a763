import { describe, expect, it } from 'vitest';
import { diagnosisReport } from './diagnosisReport';

describe('diagnosisReport', () => {
  it('carries the verdicts and fixes but no token, header value or query', () => {
    const url = 'http://127.0.0.1:3000/mcp?key=secret-in-query';
    const report = diagnosisReport(
      {
        id: 's',
        name: 'notes',
        url,
        transport: 'auto',
        enabled: true,
        bearerToken: 'secret-bearer',
        headers: { 'X-Api-Key': 'secret-header' },
      },
      [
        { id: 'reachability', title: 'Reachability', status: 'pass', detail: 'The server answers.' },
        {
          id: 'cors',
          title: 'CORS',
          status: 'fail',
          detail: `Could not reach notes at ${url}.`,
          fix: 'Send Access-Control-Allow-Origin.',
        },
      ],
      'https://bridge.example',
      new Date('2026-01-02T03:04:05Z'),
    );
    expect(report).toBe(
      [
        'MCP Multi Bridge diagnosis of http://127.0.0.1:3000/mcp',
        'from https://bridge.example, transport auto, credentials: bearer token, 1 header(s), 2026-01-02T03:04:05.000Z',
        '',
        '[PASS] Reachability: The server answers.',
        '[FAIL] CORS: Could not reach notes at http://127.0.0.1:3000/mcp.',
        '       Fix: Send Access-Control-Allow-Origin.',
      ].join('\n'),
    );
    expect(report).not.toMatch(/secret/);
  });

  it('scrubs every credential and query value a server-written text echoes', () => {
    const url = 'http://127.0.0.1:3000/mcp?api_key=SECRET-KEY&mode=on';
    const report = diagnosisReport(
      {
        id: 's',
        name: 'notes',
        url,
        transport: 'auto',
        enabled: true,
        auth: 'oauth',
        bearerToken: 'secret-bearer',
        headers: { Authorization: 'Basic c2VjcmV0LWJhc2lj', 'X-Api-Key': 'secret-header' },
      },
      [
        {
          id: 'protocol',
          title: 'Protocol',
          status: 'fail',
          detail:
            'Server said: token secret-bearer is not valid for key SECRET-KEY (header secret-header, c2VjcmV0LWJhc2lj).',
          fix: 'The server says: sign in again, oauth-access-token-123 expired.',
        },
      ],
      'https://bridge.example',
      new Date('2026-01-02T03:04:05Z'),
      'oauth-access-token-123',
    );
    expect(report).toContain(
      '[FAIL] Protocol: Server said: token [redacted] is not valid for key [redacted] (header [redacted], [redacted]).',
    );
    expect(report).toContain('Fix: The server says: sign in again, [redacted] expired.');
    expect(report).not.toMatch(/secret|SECRET|oauth-access-token/);
    // Short values (mode=on) are not secrets: scrubbing them would garble every "on" in the report.
    expect(report).toContain('transport auto');
  });
});
