import { describe, expect, it } from 'vitest';
// The real schema, only to check that the shim agrees with it; the page bundle never includes it.
import { JSONRPCMessageSchema as sdkSchema } from '@modelcontextprotocol/core';
import { JSONRPCMessageSchema } from './mcpCoreShim';

const valid: unknown[] = [
  { jsonrpc: '2.0', id: 1, method: 'tools/list' },
  { jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'x', arguments: {} } },
  { jsonrpc: '2.0', method: 'notifications/initialized' },
  { jsonrpc: '2.0', method: 'notifications/progress', params: { progress: 1 } },
  { jsonrpc: '2.0', id: 2, result: {} },
  { jsonrpc: '2.0', id: 'b', result: { tools: [] } },
  { jsonrpc: '2.0', id: 3, error: { code: -32601, message: 'Method not found' } },
  { jsonrpc: '2.0', error: { code: -32700, message: 'Parse error', data: 'x' } },
  {
    jsonrpc: '2.0',
    id: 4,
    error: { code: 1, message: 'extra keys in the error body pass, as in the SDK', stack: 'y' },
  },
];

const invalid: unknown[] = [
  null,
  'string',
  42,
  [],
  [{ jsonrpc: '2.0', id: 1, method: 'a' }],
  { id: 1, method: 'tools/list' },
  { jsonrpc: '1.0', id: 1, method: 'tools/list' },
  { jsonrpc: '2.0', id: 1, method: 7 },
  { jsonrpc: '2.0', id: 1.5, method: 'a' },
  { jsonrpc: '2.0', id: {}, method: 'a' },
  { jsonrpc: '2.0', id: 1, method: 'a', params: 'x' },
  { jsonrpc: '2.0', id: 1, method: 'a', params: null },
  { jsonrpc: '2.0', id: 1, method: 'a', extra: true },
  { jsonrpc: '2.0', id: 1 },
  { jsonrpc: '2.0', id: 1, result: {}, error: { code: 1, message: 'x' } },
  { jsonrpc: '2.0', result: {} },
  { jsonrpc: '2.0', id: 1, result: 'ok' },
  { jsonrpc: '2.0', id: 1, result: null },
  { jsonrpc: '2.0', id: 1, error: { code: '1', message: 'x' } },
  { jsonrpc: '2.0', id: 1, error: { code: 1.5, message: 'x' } },
  { jsonrpc: '2.0', id: 1, error: { code: 1 } },
  { jsonrpc: '2.0', id: 1, error: 'boom' },
];

describe('JSON-RPC shim for @modelcontextprotocol/core', () => {
  it.each(valid)('accepts and returns %j', (message) => {
    expect(JSONRPCMessageSchema.parse(message)).toBe(message);
  });

  it.each(invalid)('throws on %j', (message) => {
    expect(() => JSONRPCMessageSchema.parse(message)).toThrow(Error);
  });

  it('agrees with the SDK schema on every sample', () => {
    for (const message of valid)
      expect(sdkSchema.safeParse(message).success, JSON.stringify(message)).toBe(true);
    for (const message of invalid)
      expect(sdkSchema.safeParse(message).success, JSON.stringify(message)).toBe(false);
  });

  it('accepts positional params, which JSON-RPC 2.0 allows and the hub then rejects itself', () => {
    const message = { jsonrpc: '2.0', id: 9, method: 'a', params: [1, 2] };
    expect(JSONRPCMessageSchema.parse(message)).toBe(message);
  });
});
