import { describe, expect, it } from 'vitest';
import {
  decodePairingFragment,
  encodePairingFragment,
  isLoopbackConnector,
  parsePairingPayload,
  type PairingPayload,
} from './pairing';

const payload: PairingPayload = {
  v: 2,
  connector: 'http://127.0.0.1:4312',
  code: 'one-time-code-0123456789',
  servers: ['memory', 'files'],
};

describe('pairing payload', () => {
  it('round-trips through the fragment', () => {
    expect(decodePairingFragment(encodePairingFragment(payload))).toEqual(payload);
    expect(decodePairingFragment('#other')).toBeNull();
    expect(decodePairingFragment('#pair=%%%')).toBeNull();
  });

  it('refuses anything but the exact v2 shape', () => {
    const bad: unknown[] = [
      { ...payload, v: 1 },
      { v: 1, connector: payload.connector, token: 'a-token-in-a-url', servers: [] },
      { ...payload, token: 'extra' },
      { ...payload, code: 'short' },
      { ...payload, connector: 'javascript:alert(1)' },
      { ...payload, connector: 'http://127.0.0.1:4312/servers/x' },
      { ...payload, connector: 'http://user:pw@127.0.0.1:4312' },
      { ...payload, servers: ['../../evil'] },
      { ...payload, servers: ['a', 'a'] },
      { ...payload, servers: 'memory' },
      null,
      [],
    ];
    for (const value of bad) expect(parsePairingPayload(value)).toBeNull();
    expect(parsePairingPayload({ ...payload, connector: 'http://127.0.0.1:4312/' })).toEqual(payload);
  });

  it('calls only this computer loopback', () => {
    for (const url of [
      'http://127.0.0.1:1',
      'http://127.8.9.10:1',
      'http://localhost:4312',
      'http://[::1]:4312',
    ])
      expect(isLoopbackConnector(url)).toBe(true);
    for (const url of [
      'http://128.0.0.1:1',
      'http://10.0.0.1:1',
      'http://127.0.0.1.evil.example',
      'https://localhost.evil.example',
      'http://[::2]:1',
      'not a url',
    ])
      expect(isLoopbackConnector(url)).toBe(false);
  });
});
