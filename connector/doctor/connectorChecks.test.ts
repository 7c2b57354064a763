// A connector that stopped answering fails the HTTP steps with a clear reason instead of crashing the doctor.
import { describe, expect, it } from 'vitest';
import { TEST_ORIGIN, TEST_TOKEN } from '../test/fixtures.js';
import { runChecks } from '../../bridge/diagnose/runChecks.js';
import { doctorContext, freePort } from '../test/doctorFixtures.js';
import { connectorChecks } from './connectorChecks.js';

describe('doctor: reachability of a connector that is gone', () => {
  it('fails each HTTP step, naming the URL that did not answer', async () => {
    const baseUrl = `http://127.0.0.1:${await freePort()}`;
    const results = await runChecks(
      connectorChecks({ baseUrl, token: TEST_TOKEN, serverNames: ['memory'] }),
      doctorContext({ appOrigin: TEST_ORIGIN, timeoutMs: 3000 }),
    );
    expect(results.map((r) => [r.id, r.status])).toEqual([
      ['connect.mixed-content', 'pass'],
      ['connect.cors', 'fail'],
      ['connect.local-network', 'fail'],
      ['connect.exposed-headers', 'skip'],
      ['connect.roundtrip.memory', 'fail'],
    ]);
    expect(results[1]!.detail).toContain(`${baseUrl}/servers/memory/mcp did not answer`);
    expect(results[1]!.fix).toContain('still running');
  });
});
