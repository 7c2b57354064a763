// The reachability step with fetch fakes: a browser's refused, blocked and stuck requests all reject the
// same bare way, so only the probe through the other loopback name can tell a block of one name apart.
import { describe, expect, it } from 'vitest';
import { checkReachability } from './checkReachability';
import type { DiagnoseContext } from './types';

const failedToFetch = () => Promise.reject(new TypeError('Failed to fetch'));

function contextFor(
  url: string,
  fetchFake: typeof fetch,
  origin = 'https://bridge.example',
): DiagnoseContext {
  return {
    config: { id: 's', name: 'notes', url, transport: 'auto', enabled: true },
    deps: { fetch: fetchFake, origin, timeoutMs: 100, clientInfo: { name: 'test', version: '1' } },
    facts: {},
  };
}

describe('checkReachability', () => {
  it('names mixed content for plain http on another computer from an https page, without a request', async () => {
    const tried: string[] = [];
    const fetchFake = (url: RequestInfo | URL) => {
      tried.push(String(url));
      return failedToFetch();
    };
    const step = await checkReachability.run(contextFor('http://192.168.1.20:8080/mcp', fetchFake));
    expect(step.status).toBe('fail');
    expect(step.detail).toContain('mixed content');
    expect(step.fix).toContain('https');
    expect(tried).toEqual([]);
    // From an http page (npm start), or to a loopback address, there is no such block: it probes.
    await checkReachability.run(
      contextFor('http://192.168.1.20:8080/mcp', fetchFake, 'http://127.0.0.1:4310'),
    );
    await checkReachability.run(contextFor('http://127.0.0.1:8080/mcp', fetchFake));
    expect(tried.length).toBeGreaterThanOrEqual(2);
  });

  it('counts all of 127.0.0.0/8 and any case of localhost as this computer, not as mixed content', async () => {
    for (const url of ['http://127.0.0.2:8080/mcp', 'http://LOCALHOST:8080/mcp']) {
      const tried: string[] = [];
      const fetchFake = (probe: RequestInfo | URL) => {
        tried.push(String(probe));
        return failedToFetch();
      };
      const step = await checkReachability.run(contextFor(url, fetchFake));
      expect(step.status).toBe('fail');
      expect(step.detail).not.toContain('mixed content');
      expect(tried[0]).toBe(url);
    }
  });

  it('passes on any answer, opaque included, and asks for it without CORS', async () => {
    const modes: (RequestMode | undefined)[] = [];
    const ctx = contextFor('http://127.0.0.1:3000/mcp', async (_url, init) => {
      modes.push(init?.mode);
      return new Response(null, { status: 200 });
    });
    expect(await checkReachability.run(ctx)).toEqual({
      status: 'pass',
      detail: 'The server answers at 127.0.0.1:3000.',
    });
    expect(modes).toEqual(['no-cors']);
    expect(ctx.facts.reachable).toBe(true);
  });

  it('says it cannot tell a stopped server from a blocked one when both loopback names fail', async () => {
    const tried: string[] = [];
    const ctx = contextFor('http://127.0.0.1:3000/mcp', (url) => {
      tried.push(String(url));
      return failedToFetch();
    });
    const step = await checkReachability.run(ctx);
    expect(tried).toEqual(['http://127.0.0.1:3000/mcp', 'http://localhost:3000/mcp']);
    expect(step.status).toBe('fail');
    expect(step.detail).toContain("can't tell them apart; localhost:3000 did not answer either.");
    // A public page reaching loopback may also have been refused the local network permission.
    expect(step.detail).toContain('local network access permission');
    expect(step.fix).toBe(
      'Start the server and check its port; if it is running, allow 127.0.0.1 for this site in your ad blocker or privacy extension.',
    );
    expect(ctx.facts.reachable).toBe(false);
  });

  it('names a block of 127.0.0.1 when the same port answers as localhost', async () => {
    const ctx = contextFor('http://127.0.0.1:3000/mcp', (url) =>
      new URL(String(url)).hostname === 'localhost' ? Promise.resolve(new Response(null)) : failedToFetch(),
    );
    const step = await checkReachability.run(ctx);
    expect(step.detail).toMatch(
      /answers at localhost:3000: .*most likely an ad blocker or privacy extension/,
    );
    expect(step.fix).toBe(
      'Allow 127.0.0.1 for this site in your ad blocker or privacy extension, or use http://localhost:3000/mcp as the server URL.',
    );
  });

  it('names the other loopback URL by origin and path only: its query may hold a key', async () => {
    const ctx = contextFor('http://127.0.0.1:3000/mcp?api_key=SECRET', (url) =>
      new URL(String(url)).hostname === 'localhost' ? Promise.resolve(new Response(null)) : failedToFetch(),
    );
    const step = await checkReachability.run(ctx);
    expect(step.fix).toBe(
      'Allow 127.0.0.1 for this site in your ad blocker or privacy extension, or use http://localhost:3000/mcp as the server URL (with the same query).',
    );
    expect(JSON.stringify(step)).not.toContain('SECRET');
  });

  it('reports a server that never answers by its deadline', async () => {
    const ctx = contextFor(
      'https://mcp.example.com/mcp',
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        ),
    );
    const step = await checkReachability.run(ctx);
    expect(step).toMatchObject({
      status: 'fail',
      detail: 'Nothing answered at mcp.example.com within 0.1 s.',
    });
  });

  it('does not probe another name for a remote host', async () => {
    const tried: string[] = [];
    const ctx = contextFor('https://mcp.example.com/mcp', (url) => {
      tried.push(String(url));
      return failedToFetch();
    });
    const step = await checkReachability.run(ctx);
    expect(tried).toHaveLength(1);
    expect(step.detail).toMatch(/^Nothing answered at mcp.example.com: the server is down/);
  });
});
