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

describe('startStaticServer with a _headers file', () => {
  let site: StaticServer;
  beforeAll(async () => {
    const root = join(dir, 'with-headers');
    await mkdir(root, { recursive: true });
    await writeFile(join(root, 'index.html'), 'home');
    await writeFile(join(root, 'framed.html'), 'framed');
    await mkdir(join(root, 'assets'), { recursive: true });
    await writeFile(join(root, 'assets', 'chunk-AbCd1234.js'), 'export {};');
    await writeFile(
      join(root, '_headers'),
      [
        '/*',
        '  Referrer-Policy: no-referrer',
        '/index.html',
        '  X-Frame-Options: DENY',
        '/assets/*',
        '  Cache-Control: public, max-age=31536000, immutable',
      ].join('\n'),
    );
    site = await startStaticServer({ root, headersFile: join(root, '_headers') });
  });
  afterAll(() => site.stop());

  it.each(['/', '/index.html', '//index.html', '/index%2Ehtml'])(
    'gives the file behind %s the rules written for it',
    async (path) => {
      const res = await rawGet(site.url, path);
      expect(res.body).toBe('home');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    },
  );

  it('leaves other files to the rules that match them', async () => {
    const res = await fetch(`${site.url}/framed.html`);
    expect(res.headers.get('x-frame-options')).toBeNull();
    expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  });

  it('revalidates files by default, and lets a rule keep them instead', async () => {
    expect((await fetch(`${site.url}/framed.html`)).headers.get('cache-control')).toBe('no-cache');
    const asset = await fetch(`${site.url}/assets/chunk-AbCd1234.js`);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('does not serve the headers file itself, as the static hosts do not', async () => {
    expect((await fetch(`${site.url}/_headers`)).status).toBe(404);
  });

  it('refuses to start on a malformed headers file', async () => {
    const bad = join(dir, 'bad-headers');
    await writeFile(bad, 'not a rule');
    await expect(startStaticServer({ root: dir, headersFile: bad })).rejects.toThrow(/line 1/);
  });
});
