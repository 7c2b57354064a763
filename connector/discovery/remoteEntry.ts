// A remote server entry (`url`, or `type: http|sse`) as it may go into the pairing link: http(s) only, and
// nothing secret. Header values, a URL's user name or password, and a URL holding a key stay here.
import type { RemoteServerOffer, RemoteTransport } from '../../bridge/protocol/pairing.js';
import { HEADER_NAME, MAX_URL_LENGTH, readRemote } from '../../bridge/protocol/pairingRemotes.js';
import { secretInUrl } from './urlSecrets.js';

export interface RemoteEntry {
  url: string;
  transport: RemoteTransport;
  headerNames: string[];
}

const REMOTE_TYPES = ['http', 'sse', 'streamable-http', 'streamableHttp'];

/**
 * Whether an entry is run here (stdio) or offered to the dashboard (remote), for --config and discovery
 * alike: its "type" when it has one, else a "url" without a "command". `type` is the declared one.
 */
export function entryKind(
  entry: Record<string, unknown>,
): { remote: boolean; type: string | undefined } | { reason: string } {
  const type = typeof entry.type === 'string' ? entry.type : undefined;
  if (entry.type !== undefined && type === undefined) return { reason: '"type" is not a string' };
  if (type === undefined) return { remote: entry.command === undefined && entry.url !== undefined, type };
  if (type !== 'stdio' && !REMOTE_TYPES.includes(type))
    return { reason: `unknown type "${type}" (known: stdio, http, sse)` };
  return { remote: type !== 'stdio', type };
}

/** The entry's remote part, or why it can't be offered. `type` is the entry's declared type, if any. */
export function readRemoteEntry(
  entry: Record<string, unknown>,
  type: string | undefined,
): RemoteEntry | { reason: string } {
  if (typeof entry.url !== 'string' || entry.url.trim() === '') return { reason: '"url" is missing' };
  let url: URL;
  try {
    url = new URL(entry.url.trim());
  } catch {
    return { reason: `"url" is not a URL: ${entry.url}` };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { reason: `"url" must start with http:// or https:// (got ${url.protocol})` };
  if (url.username || url.password)
    return {
      reason:
        'its URL holds a user name or password, which must not go into a link: add it in the dashboard by hand',
    };
  const secret = secretInUrl(url);
  if (secret)
    return {
      reason: `its URL carries ${secret}, which looks like a key and must not go into a link: add it in the dashboard by hand`,
    };
  if (url.href.length > MAX_URL_LENGTH)
    return { reason: `its URL is longer than ${MAX_URL_LENGTH} characters, more than a pairing link takes` };
  const headers = entry.headers;
  const headerNames =
    typeof headers === 'object' && headers !== null && !Array.isArray(headers) ? Object.keys(headers) : [];
  const badHeader = headerNames.find((name) => !HEADER_NAME.test(name));
  if (badHeader !== undefined) return { reason: `"${badHeader}" is not a valid HTTP header name` };
  // VS Code's and Cursor's "http" try Streamable HTTP and fall back to SSE, which is the dashboard's "auto".
  const transport: RemoteTransport = type === 'sse' ? 'sse' : 'auto';
  const remote: RemoteEntry = { url: url.href, transport, headerNames };
  // One entry the dashboard can't read refuses the whole link: the dashboard's own reader has the last word
  // (the header count, and any rule added there later).
  const refused = readRemote(remoteOffer('check', remote));
  if (typeof refused === 'string') return { reason: refused.replace('the remote server "check"', 'it') };
  return remote;
}

/** Said for every header of a remote server (--config notes, discovery list): its value is a secret. */
export const headerNote = (header: string): string =>
  `header ${header} not passed; enter it in the dashboard`;

/** What the pairing link carries for it: the header names, never their values. */
export function remoteOffer(name: string, remote: RemoteEntry): RemoteServerOffer {
  const offer: RemoteServerOffer = { name, url: remote.url, transport: remote.transport };
  if (remote.headerNames.length) offer.headers = [...remote.headerNames];
  return offer;
}
