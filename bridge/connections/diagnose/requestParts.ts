// What every probe of a diagnosis sends and how it names the server: the headers the real connection sends
// (its own and the OAuth token), a deadline, "host:port" and the redacted URL for the texts.
import { isLoopbackHost } from '../../protocol/loopback';
import { requestHeaders } from '../connectServer';
import type { DiagnoseContext } from './types';

export function probeHeaders(ctx: DiagnoseContext): Record<string, string> {
  const headers = requestHeaders(ctx.config);
  if (ctx.deps.accessToken && ctx.config.auth === 'oauth')
    headers['Authorization'] = `Bearer ${ctx.deps.accessToken}`;
  return headers;
}

export function deadline(ctx: DiagnoseContext): AbortSignal {
  return AbortSignal.timeout(ctx.deps.timeoutMs);
}

/** The URL as texts that leave may show it: origin and path, no query or user info (they may hold a key). */
export function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.origin}${parsed.pathname}`;
  } catch {
    return '(not a URL)';
  }
}

/** "127.0.0.1:3000": what the user compares with the server's own output. */
export function hostPort(url: string): string {
  const parsed = new URL(url);
  return parsed.port ? `${parsed.hostname}:${parsed.port}` : parsed.host;
}

export function isLoopback(url: string): boolean {
  return isLoopbackHost(new URL(url).hostname);
}

/** The same URL through the other loopback name (127.0.0.1 ↔ localhost); undefined for other hosts. */
export function otherLoopbackUrl(url: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.hostname === '127.0.0.1' || parsed.hostname === '[::1]') parsed.hostname = 'localhost';
  else if (parsed.hostname === 'localhost') parsed.hostname = '127.0.0.1';
  else return undefined;
  return parsed.href;
}
