import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resolveInside, startStaticServer, type StaticServer } from './staticServer';

/** A raw GET, so paths like `/../x` reach the server unnormalised (fetch would clean them up). */
function rawGet(
  url: string,
  path: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}${path}`, { path }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

let dir: string;
let server: StaticServer;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'static-server-test-'));
  const root = join(dir, 'site');
  await mkdir(join(root, 'sub'), { recursive: true });
  await writeFile(join(root, 'index.html'), '<h1>home</h1>');
  await writeFile(join(root, 'app.js'), 'console.log(1)');
  await writeFile(join(root, 'style.css'), 'body{}');
  await writeFile(join(root, 'data.json'), '{}');
  await writeFile(join(root, 'sub', 'index.html'), 'sub page');
  await writeFile(join(dir, 'secret.txt'), 'top secret');
  server = await startStaticServer({
    root,
    headers: { 'x-frame-options': 'DENY' },
    routes: {
      '/fixture.html': {
        body: '<p>fixture</p>',
        headers: { 'content-security-policy': "script-src 'self'" },
      },
      '/dynamic': (_req, res) => {
        res.writeHead(201, { 'content-type': 'text/plain' });
        res.end('made');
      },
    },
  });
});

afterAll(async () => {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('listens on 127.0.0.1 on a random port', () => {
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
  });

  it.each([
    ['/', 'text/html; charset=utf-8', '<h1>home</h1>'],
    ['/app.js', 'text/javascript; charset=utf-8', 'console.log(1)'],
    ['/style.css', 'text/css; charset=utf-8', 'body{}'],
    ['/data.json', 'application/json; charset=utf-8', '{}'],
    ['/sub/', 'text/html; charset=utf-8', 'sub page'],
  ])('serves %s as %s', async (path, type, body) => {
    const res = await fetch(server.url + path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(type);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(await res.text()).toBe(body);
  });

  it.each(['/../secret.txt', '/..%2fsecret.txt', '/%2e%2e/secret.txt', '/sub/..%2f..%2fsecret.txt'])(
    'refuses to leave the root: %s',
    async (path) => {
      const res = await rawGet(server.url, path);
      expect([403, 404]).toContain(res.status);
      expect(res.body).not.toContain('top secret');
    },
  );

  it('answers 404 for a missing file and 405 for a POST', async () => {
    expect((await fetch(`${server.url}/nope.js`)).status).toBe(404);
    expect((await fetch(`${server.url}/app.js`, { method: 'POST' })).status).toBe(405);
  });

  it('answers routes before files, with their own headers', async () => {
    const fixture = await fetch(`${server.url}/fixture.html`);
    expect(fixture.headers.get('content-security-policy')).toBe("script-src 'self'");
    expect(fixture.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await fixture.text()).toBe('<p>fixture</p>');
    const dynamic = await fetch(`${server.url}/dynamic`);
    expect(dynamic.status).toBe(201);
    expect(await dynamic.text()).toBe('made');
  });
});

describe('resolveInside', () => {
  it('keeps paths inside the root', () => {
    expect(resolveInside('/srv/site', '/a/b.js')).toBe('/srv/site/a/b.js');
    expect(resolveInside('/srv/site', '/../site2/x')).toBeNull();
    expect(resolveInside('/srv/site', '/%2e%2e%2fetc/passwd')).toBeNull();
    expect(resolveInside('/srv/site', '/bad%zz')).toBeNull();
    expect(resolveInside('/srv/site', '/a%00.js')).toBeNull();
  });
});
