// The CORS step with fetch fakes shaped like the browser: a refused CORS request rejects with a bare
// TypeError, so a second, preflight-free GET tells "origin not allowed" from "preflight refused".
import { describe, expect, it } from 'vitest';
import { checkCors } from './checkCors';
import type { DiagnoseContext } from './types';

const ORIGIN = 'https://bridge.example';

function contextFor(fetchFake: typeof fetch): DiagnoseContext {
  return {
    config: { id: 's', name: 'notes', url: 'http://127.0.0.1:3000/mcp', transport: 'auto', enabled: true },
    deps: { fetch: fetchFake, origin: ORIGIN, timeoutMs: 1000, clientInfo: { name: 'test', version: '1' } },
    facts: { reachable: true },
  };
}

const refused = () => Promise.reject(new TypeError('Failed to fetch'));

describe('checkCors', () => {
  it('names a missing Access-Control-Allow-Origin when even a simple GET is hidden', async () => {
    const step = await checkCors.run(contextFor(refused));
    expect(step.status).toBe('fail');
    expect(step.detail).toContain(`the browser hides its answers from ${ORIGIN}`);
    expect(step.fix).toMatch(new RegExp(`^Make the server send Access-Control-Allow-Origin: ${ORIGIN}`));
  });

  it('names the preflight when the origin is allowed but the JSON POST is refused', async () => {
    const step = await checkCors.run(
      contextFor((_url, init) => (init?.method === 'POST' ? refused() : Promise.resolve(new Response('')))),
    );
    expect(step.detail).toBe(
      `The server allows ${ORIGIN}, but the browser refused the preflight of the initialize POST (OPTIONS).`,
    );
    expect(step.fix).toMatch(/^Answer OPTIONS with Access-Control-Allow-Methods: GET, POST, DELETE/);
  });

  it('passes a readable refusal and keeps it for the later steps', async () => {
    const ctx = contextFor(() =>
      Promise.resolve(
        new Response('{"jsonrpc":"2.0","error":{"code":-32001,"message":"Unauthorized"},"id":null}', {
          status: 401,
          headers: { 'content-type': 'application/json' },
        }),
      ),
    );
    expect(await checkCors.run(ctx)).toEqual({
      status: 'pass',
      detail: "This page can read the server's answers (initialize: HTTP 401).",
    });
    expect(ctx.facts.initialize).toMatchObject({
      status: 401,
      errorText: 'Unauthorized',
      sessionId: undefined,
    });
  });

  it('skips when nothing answered', async () => {
    const ctx = contextFor(refused);
    ctx.facts.reachable = false;
    expect((await checkCors.run(ctx)).status).toBe('skip');
  });
});
