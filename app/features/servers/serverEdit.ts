// What an edit of a server keeps. Credentials belong to the host they were given for: when the address
// moves to another origin, its OAuth sign-in is dropped and a token or header carried over unchanged from
// the form is removed, so nothing is sent to the new host without the user typing it for that host.
// A new path on the same origin keeps them: the origin is the browser's unit of trust, the same operator
// answers there, and a token that does not fit is refused (401) and asks for a new sign-in.
import type { ServerConfig } from '../../../bridge/connections/types';
import type { NewServer } from './serversSlice';

export interface ServerEdit {
  server: ServerConfig;
  /** The new URL is on another origin: its OAuth tokens and client registration must go. */
  originChanged: boolean;
  /** The URL changed at all: discovery (resource metadata) is per URL and must be redone. */
  urlChanged: boolean;
  /** Credentials carried over from the old host and removed, as the user will read them. */
  removed: string[];
}

function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return url;
  }
}

/** Replaces the editable fields; fields the form left empty (token, headers, auth) are removed. */
export function planServerEdit(previous: ServerConfig, form: NewServer): ServerEdit {
  const { bearerToken: _token, headers: _headers, auth: _auth, ...kept } = previous;
  const server: ServerConfig = { ...kept, ...form };
  const originChanged = originOf(previous.url) !== originOf(server.url);
  const edit = { server, originChanged, urlChanged: previous.url !== server.url, removed: [] as string[] };
  if (!originChanged) return edit;
  if (server.bearerToken !== undefined && server.bearerToken === previous.bearerToken) {
    delete server.bearerToken;
    edit.removed.push('the bearer token');
  }
  if (server.headers) {
    const headers = Object.fromEntries(
      Object.entries(server.headers).filter(([name, value]) => previous.headers?.[name] !== value),
    );
    const dropped = Object.keys(server.headers).filter((name) => !(name in headers));
    if (dropped.length) edit.removed.push(`the ${dropped.join(', ')} header${dropped.length > 1 ? 's' : ''}`);
    if (Object.keys(headers).length) server.headers = headers;
    else delete server.headers;
  }
  return edit;
}

/** What the user is told after the edit, or null when nothing was dropped. */
export function editNotice(edit: ServerEdit, wasSignedIn: boolean): string | null {
  const parts: string[] = [];
  if (edit.originChanged && wasSignedIn)
    parts.push(`Signed out of ${edit.server.name}: the address changed.`);
  if (edit.removed.length)
    parts.push(
      `Removed ${edit.removed.join(' and ')}: they were for the old host. ` +
        'Enter them again if the new one needs them.',
    );
  return parts.length ? parts.join(' ') : null;
}
