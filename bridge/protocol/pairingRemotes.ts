// The remote servers a pairing link (v3) may offer: read strictly, since any website can craft a link. A
// refusal names what is wrong; the dashboard shows it and adds nothing.
import { BLANK_LOOKING, INVISIBLE } from './visibleText';

export type RemoteTransport = 'auto' | 'streamable-http' | 'sse';

/** A remote server offered through the link: the dashboard adds it as an ordinary server if the user ticks it. */
export interface RemoteServerOffer {
  name: string;
  /** http(s), without credentials. */
  url: string;
  transport: RemoteTransport;
  /** Names of the headers the server needs (e.g. Authorization); the values stay on the user's machine. */
  headers?: string[];
}

export const MAX_REMOTES = 20;
const MAX_HEADERS = 20;
export const MAX_URL_LENGTH = 2048;
const MAX_NAME_LENGTH = 64;
export const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,64}$/;
const TRANSPORTS: readonly string[] = ['auto', 'streamable-http', 'sse'];

/** The remote servers, or the reason they are refused. */
export function readRemotes(value: unknown): RemoteServerOffer[] | string {
  if (!Array.isArray(value)) return 'the remote server list is not a list';
  if (value.length > MAX_REMOTES) return `the link offers more than ${MAX_REMOTES} remote servers`;
  const remotes: RemoteServerOffer[] = [];
  for (const entry of value as unknown[]) {
    const remote = readRemote(entry);
    if (typeof remote === 'string') return remote;
    if (remotes.some((r) => r.name === remote.name))
      return `the remote server "${remote.name}" appears twice`;
    remotes.push(remote);
  }
  return remotes;
}

/** One offer as the dashboard reads it; the connector checks its own offers with it before writing a link. */
export function readRemote(entry: unknown): RemoteServerOffer | string {
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
    return 'a remote server is not an object';
  const e = entry as Record<string, unknown>;
  if (Object.keys(e).some((key) => !['name', 'url', 'transport', 'headers'].includes(key)))
    return 'a remote server has unexpected fields';
  const name = typeof e.name === 'string' ? sanitizeServerName(e.name) : '';
  if (!name) return 'a remote server has no usable name';
  const url = typeof e.url === 'string' ? remoteUrl(e.url) : null;
  if (url === null) return `the remote server "${name}" does not have a plain http(s) URL`;
  if (typeof e.transport !== 'string' || !TRANSPORTS.includes(e.transport))
    return `the remote server "${name}" has an unknown transport`;
  const remote: RemoteServerOffer = { name, url, transport: e.transport as RemoteTransport };
  if (e.headers !== undefined) {
    const headers: unknown = e.headers;
    if (
      !Array.isArray(headers) ||
      headers.length > MAX_HEADERS ||
      !headers.every((h): h is string => typeof h === 'string' && HEADER_NAME.test(h))
    )
      return `the remote server "${name}" lists malformed header names`;
    if (headers.length) remote.headers = headers;
  }
  return remote;
}

/**
 * A display name as the user will see it: no control, format (bidi, zero-width) or line characters, no
 * blank-looking letters, no combining mark without a letter under it or stacked more than two high, single
 * spaces, at most 64 characters. Empty when nothing readable is left.
 */
export function sanitizeServerName(name: string): string {
  return name
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .replace(BLANK_LOOKING, '')
    .replace(STRAY_MARKS, '$1')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
}

/** Marks at the start or after a space, and any beyond the second on one letter (a "Zalgo" stack). */
const STRAY_MARKS = /(^|\s|\p{M}{2})\p{M}+/gu;

/**
 * `name`, or `name-2`, `name-3`… when a server of that name is already `taken` (case-insensitive): a remote
 * offer must not pass for one of the connector's servers, or one already in the list, in a later window.
 */
export function distinctName(name: string, taken: ReadonlySet<string>): string {
  const isTaken = (candidate: string) => taken.has(candidate.toLowerCase());
  if (!isTaken(name)) return name;
  let n = 2;
  while (isTaken(`${name}-${n}`)) n++;
  return `${name}-${n}`;
}

/** http(s) only, no user name or password (a secret must never ride in a link), bounded length. */
function remoteUrl(value: string): string | null {
  if (value.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.href;
  } catch {
    return null;
  }
}
