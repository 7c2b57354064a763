import { describe, expect, it } from 'vitest';
import { connectorPackageCommand, parseConnectorManifest } from './connectorPackage';

describe('connectorPackageCommand', () => {
  it("puts the package's version in the tarball URL's query, before the flags", () => {
    expect(
      connectorPackageCommand('https://bridge.example', { version: 'abc123', configFile: 'mcp.json' }),
    ).toBe('npx -y "https://bridge.example/connector.tgz?v=abc123" --config mcp.json');
  });

  it('names the bare tarball when the version is unknown', () => {
    expect(connectorPackageCommand('https://bridge.example', { version: null })).toBe(
      'npx -y https://bridge.example/connector.tgz',
    );
  });
});

describe('parseConnectorManifest', () => {
  it('reads the version the build wrote', () => {
    expect(parseConnectorManifest('{"version":"0123456789ab"}')).toEqual({ version: '0123456789ab' });
  });

  it('refuses anything else: a page, no version, a version that is not a hex hash', () => {
    for (const text of ['<!doctype html>', '{}', '{"version":"1.0.0"}', '{"version":"a b"}', 'null'])
      expect(parseConnectorManifest(text), text).toBeNull();
  });
});
