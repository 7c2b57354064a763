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
});
