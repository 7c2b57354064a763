// A tiny static file server on 127.0.0.1 (node:http or node:https, no dependencies) for the built app, the
// demo chat and test fixture pages. Extra routes answer before files; extra headers (e.g. a CSP) go on every file, and a
// `_headers` file (the static hosts' format) adds headers per path.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { extname, join, relative, resolve, sep } from 'node:path';
import { headersForPath, parseHeadersFile, type HeaderRule } from './headersFile';

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** A fixed response, or a handler that writes its own. */
export type Route =
  | { body: string | Buffer; contentType?: string; status?: number; headers?: Record<string, string> }
  | ((req: IncomingMessage, res: ServerResponse) => void | Promise<void>);

export interface StaticServerOptions {
  /** Folder to serve; without it only routes answer. */
  root?: string;
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Exact pathnames (e.g. `/csp.html`) answered before files. */
  routes?: Record<string, Route>;
  /** Headers added to every file response. */
  headers?: Record<string, string>;
  /**
   * A `_headers` file (Netlify/Cloudflare format) whose rules add headers to file responses by path. It must
   * exist; like those hosts, the server does not serve the file itself.
   */
  headersFile?: string;
  /** A PEM key and certificate: serve HTTPS instead of HTTP (a hosted origin in the browser tests). */
  tls?: { key: string; cert: string };
}

export interface StaticServer {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export function contentTypeFor(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/** The file under root that a URL path names, or null when it would leave root. */
export function resolveInside(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const base = resolve(root);
  const target = resolve(join(base, decoded));
  return target === base || target.startsWith(base + sep) ? target : null;
}

export async function startStaticServer(options: StaticServerOptions = {}): Promise<StaticServer> {
  const headerRules = options.headersFile
    ? parseHeadersFile(await readFile(options.headersFile, 'utf8'))
    : [];
  const listener = (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, options, headerRules).catch((error: unknown) => {
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`Internal error: ${error instanceof Error ? error.message : String(error)}`);
    });
  };
  const server = options.tls ? createTlsServer(options.tls, listener) : createServer(listener);
  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolveListen());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `${options.tls ? 'https' : 'http'}://127.0.0.1:${port}`,
    port,
    stop: () =>
      new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeAllConnections();
      }),
  };
}

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  options: StaticServerOptions,
  headerRules: readonly HeaderRule[],
): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
  const route = options.routes?.[pathname];
  if (route) return answerRoute(route, req, res);
  if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'Method not allowed');
  if (!options.root) return plain(res, 404, 'Not found');

  let file = resolveInside(options.root, pathname);
  if (!file) return plain(res, 403, 'Forbidden');
  if (options.headersFile && file === resolve(options.headersFile)) return plain(res, 404, 'Not found');
  let info = await stat(file).catch(() => null);
  if (info?.isDirectory()) {
    file = join(file, 'index.html');
    info = await stat(file).catch(() => null);
  }
  if (!info?.isFile()) return plain(res, 404, 'Not found');
  res.writeHead(200, {
    // Revalidated unless the headers file says otherwise (hashed assets are kept).
    'cache-control': 'no-cache',
    ...options.headers,
    ...headersForPath(headerRules, servedPath(options.root, file)),
    'content-type': contentTypeFor(file),
    'content-length': String(info.size),
    'x-content-type-options': 'nosniff',
  });
  if (req.method === 'HEAD') return void res.end();
  createReadStream(file).pipe(res);
}

/**
 * The URL path of the file actually served (`/` gives `/index.html`): header rules follow the file, so
 * spellings such as `//index.html` or `/index%2Ehtml` can't dodge a rule written for `/index.html`.
 */
function servedPath(root: string, file: string): string {
  return '/' + relative(resolve(root), file).split(sep).join('/');
}

async function answerRoute(route: Route, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (typeof route === 'function') return route(req, res);
  res.writeHead(route.status ?? 200, {
    'content-type': route.contentType ?? 'text/html; charset=utf-8',
    'cache-control': 'no-cache',
    ...route.headers,
  });
  res.end(req.method === 'HEAD' ? undefined : route.body);
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
  res.end(text);
}
