// The version our MCP clients and servers announce is the one the packages publish.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PRODUCT_VERSION } from './productVersion';

const versionOf = (path: string): unknown =>
  (JSON.parse(readFileSync(path, 'utf8')) as { version?: unknown }).version;

describe('PRODUCT_VERSION', () => {
  it.each(['package.json', 'connector/package.json'])('is the version in %s', (path) => {
    expect(versionOf(path)).toBe(PRODUCT_VERSION);
  });
});
