// The CORS headers of every answer and of a preflight, with the local network opt-in only when asked.
import { describe, expect, it } from 'vitest';
import { corsHeaders, preflightHeaders } from './cors.js';

describe('connector CORS headers', () => {
  it('builds CORS and preflight headers, opting into private/local network access only when asked', () => {
    expect(corsHeaders('https://a.example')).toMatchObject({
      'Access-Control-Allow-Origin': 'https://a.example',
      Vary: 'Origin',
    });
    const plain = preflightHeaders('https://a.example', {});
    expect(plain['Access-Control-Allow-Private-Network']).toBeUndefined();
    expect(plain['Access-Control-Expose-Headers']).toBe('mcp-session-id, mcp-protocol-version');
    const pna = preflightHeaders('https://a.example', {
      'access-control-request-private-network': 'true',
      'access-control-request-local-network': 'true',
    });
    expect(pna['Access-Control-Allow-Private-Network']).toBe('true');
    expect(pna['Access-Control-Allow-Local-Network']).toBe('true');
  });
});
