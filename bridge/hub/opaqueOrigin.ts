// Sandboxed frames, file: and data: pages have an opaque origin, which postMessage reports as "null".
// Every such page shares that one name, so a grant to "null" would be a grant to all of them: never given.
import type { HubHost } from './types';

export const OPAQUE_ORIGIN = 'null';

export const OPAQUE_ORIGIN_MESSAGE =
  "This page has no origin (sandboxed or local file); it can't be allowed.";

export function isOpaqueOrigin(origin: string | undefined): boolean {
  return origin === OPAQUE_ORIGIN;
}

/** The hub's one gate: a known, non-opaque origin that the user granted. */
export function isOriginAllowed(
  host: Pick<HubHost, 'isOriginGranted'>,
  origin: string | undefined,
): origin is string {
  return origin !== undefined && !isOpaqueOrigin(origin) && host.isOriginGranted(origin);
}
