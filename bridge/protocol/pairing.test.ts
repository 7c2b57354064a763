import { describe, expect, it } from 'vitest';
import {
  decodePairingFragment,
  encodePairingFragment,
  isLoopbackConnector,
  MAX_REMOTES,
  parsePairingPayload,
  readPairingFragment,
  readPairingPayload,
  type PairingPayload,
  type RemoteServerOffer,
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

  it('carries remote servers in v3, and still writes v2 when there are none', () => {
    const remotes: RemoteServerOffer[] = [
      { name: 'docs', url: 'https://docs.example/mcp', transport: 'auto', headers: ['Authorization'] },
      { name: 'events', url: 'http://127.0.0.1:9000/sse', transport: 'sse' },
    ];
    const v3 = { ...payload, v: 3 as const, remotes };
    expect(decodePairingFragment(encodePairingFragment(v3))).toEqual(v3);
    // Written by a new connector with no remote server: an older dashboard (v2 only) still reads it.
    const plain = decodePairingFragment(encodePairingFragment({ ...payload, v: 3, remotes: [] }));
    expect(plain).toEqual(payload);
  });

  const v3 = (remotes: unknown) => ({ ...payload, v: 3, remotes });
  const reason = (value: unknown) => {
    const read = readPairingPayload(value);
    return read.ok ? 'accepted' : read.reason;
  };

  it('refuses hostile remote servers with a reason', () => {
    const ok = { name: 'docs', url: 'https://docs.example/mcp', transport: 'auto' };
    expect(reason(v3([{ ...ok, url: 'javascript:alert(1)' }]))).toBe(
      'the remote server "docs" does not have a plain http(s) URL',
    );
    expect(reason(v3([{ ...ok, url: 'file:///etc/passwd' }]))).toMatch(/plain http\(s\) URL/);
    expect(reason(v3([{ ...ok, url: 'https://user:pw@docs.example/' }]))).toMatch(/plain http\(s\) URL/);
    expect(reason(v3([{ ...ok, url: `https://docs.example/${'a'.repeat(3000)}` }]))).toMatch(/plain http/);
    expect(reason(v3([{ ...ok, transport: 'websocket' }]))).toBe(
      'the remote server "docs" has an unknown transport',
    );
    expect(reason(v3([{ ...ok, headers: { Authorization: 'Bearer x' } }]))).toMatch(/malformed header names/);
    expect(reason(v3([{ ...ok, headers: ['Bad Header'] }]))).toMatch(/malformed header names/);
    expect(reason(v3([{ ...ok, bearerToken: 'smuggled' }]))).toBe('a remote server has unexpected fields');
    expect(reason(v3([{ ...ok, name: '\u202e\u200b\n' }]))).toBe('a remote server has no usable name');
    expect(reason(v3([ok, { ...ok }]))).toBe('the remote server "docs" appears twice');
    const many = Array.from({ length: MAX_REMOTES + 1 }, (_, i) => ({ ...ok, name: `s${i}` }));
    expect(reason(v3(many))).toBe(`the link offers more than ${MAX_REMOTES} remote servers`);
    expect(reason(v3('docs'))).toBe('the remote server list is not a list');
    expect(reason({ ...payload, remotes: [ok] })).toBe('the link has unexpected fields');
    expect(reason({ ...payload, v: 4 })).toMatch(/unknown version/);
  });

  it('sanitizes remote names: no control, bidi or zero-width characters, single spaces, 64 at most', () => {
    const read = readPairingPayload(
      v3([
        {
          name: ' My\u202e  docs\u200b\t server ' + 'x'.repeat(80),
          url: 'https://d.example/',
          transport: 'sse',
        },
      ]),
    );
    expect(read.ok && read.payload.remotes?.[0]?.name).toBe(`My docs server ${'x'.repeat(49)}`);
  });

  it('drops blank-looking letters and stray or stacked combining marks from names, keeping real accents', () => {
    const name = (raw: string) => {
      const read = readPairingPayload(v3([{ name: raw, url: 'https://d.example/', transport: 'sse' }]));
      return read.ok ? read.payload.remotes?.[0]?.name : read.reason;
    };
    expect(name('files\u3164')).toBe('files');
    expect(name('fi\u2800les\u115F\u1160\uFFA0')).toBe('files');
    expect(name('\u0301files')).toBe('files');
    expect(name('files \u0336\u0336')).toBe('files');
    expect(name('fi\u0336\u0336\u0336\u0336\u0336les')).toBe('fi\u0336\u0336les');
    expect(name('cafe\u0301 हिन्दी')).toBe('café हिन्दी');
    expect(name('\u3164\u2800')).toBe('a remote server has no usable name');
  });

  it('tells a damaged or hostile fragment from a link that is not a pairing', () => {
    expect(readPairingFragment('#other')).toBeNull();
    expect(readPairingFragment('#pair=%%%')).toEqual({
      ok: false,
      reason: 'the link is damaged (it does not decode)',
    });
    const hostile = encodePairingFragment({ ...payload, connector: 'http://127.0.0.1:4312/evil' });
    expect(readPairingFragment(hostile)).toEqual({
      ok: false,
      reason: 'the connector address is not a bare http(s) origin',
    });
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
