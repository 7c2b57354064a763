// Whether a site may use the tools, and whether the sidebar still has to ask. Deny by default: the opaque
// origin "null" names every sandboxed page at once, so it is never granted.
import { isOpaqueOrigin } from '../../../bridge/hub/opaqueOrigin';
import type { AppState } from '../../shell/appState';

export const isGranted = (s: AppState, origin: string | undefined): boolean =>
  origin !== undefined && !isOpaqueOrigin(origin) && s.grants[origin] !== undefined;

/** The connected page's origin when it still needs the user's answer. */
export function selectOriginToAsk(s: AppState): string | undefined {
  const origin = s.page.origin;
  if (!origin || isGranted(s, origin) || s.dismissedOrigins[origin]) return undefined;
  return origin;
}
