// The checks that need no network: the allowlist, mixed content, loopback addresses, the printer.
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../bridge/diagnose/runChecks.js';
import { doctorContext } from '../test/doctorFixtures.js';
import { TEST_TOKEN } from '../test/fixtures.js';
import { isLoopbackHost } from './addresses.js';
import { checkAllowlist as allowlistCheck } from './checkAllowlist.js';
import { checkMixedContent as mixedContentCheck } from './checkMixedContent.js';
import { formatResult, formatSummary } from './printReport.js';

const checkAllowlist = (appOrigin: string, allowedOrigins: string[]) =>
  runCheck(allowlistCheck, doctorContext({ appOrigin, allowedOrigins }));
const checkMixedContent = (appOrigin: string, connectorUrl: string) =>
  runCheck(
    mixedContentCheck({ baseUrl: connectorUrl, token: TEST_TOKEN, serverNames: [] }),
    doctorContext({ appOrigin }),
  );

describe('doctor: checks without network', () => {
  it('fails an app origin missing from the allowlist with the flag to add', async () => {
    expect(await checkAllowlist('https://app.example', ['http://127.0.0.1:4310'])).toMatchObject({
      status: 'fail',
      fix: 'Start the connector with --allow-origin https://app.example.',
    });
    expect(
      (await checkAllowlist('https://app.example', ['http://127.0.0.1:4310', 'https://app.example'])).status,
    ).toBe('pass');
  });

  it('lets an https app reach loopback but not plain http on a host name', async () => {
    expect((await checkMixedContent('https://app.example', 'http://127.0.0.1:4312')).status).toBe('pass');
    expect((await checkMixedContent('https://app.example', 'http://localhost:4312')).status).toBe('pass');
    const named = await checkMixedContent('https://app.example', 'http://my-box.lan:4312');
    expect(named.status).toBe('fail');
    expect(named.detail).toContain('mixed content');
    expect((await checkMixedContent('http://127.0.0.1:4310', 'http://my-box.lan:4312')).status).toBe('pass');
  });

  it('knows the loopback names', () => {
    expect(['127.0.0.1', '127.1.2.3', 'localhost', 'app.localhost', '[::1]'].every(isLoopbackHost)).toBe(
      true,
    );
    expect(['10.0.0.1', 'example.com', '127.0.0.1.example.com'].some(isLoopbackHost)).toBe(false);
  });

  it('prints the status, the detail lines and the fix, and sums up the failures', () => {
    const failed = {
      id: 'x',
      title: 'Step X',
      status: 'fail' as const,
      detail: 'first\nsecond',
      fix: 'Do Y.',
    };
    expect(formatResult(failed)).toBe('FAIL  Step X: first\n        | second\n      fix: Do Y.');
    expect(formatSummary([failed, { id: 'y', title: 'Step Y', status: 'pass', detail: 'ok' }])).toBe(
      '1 passed, 1 failed, 0 warnings, 0 skipped. Fix the failed steps first: Step X.',
    );
  });
});
