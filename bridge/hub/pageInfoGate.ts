// What an ungranted page may tell the sidebar about itself: only what the grant prompt needs. Its suggested
// servers, title and settings defaults reach the sidebar once the user allowed the origin, so a site the
// user never allowed can't put its own prompts (a "suggested server") or defaults in front of them.
import type { PageInfoParams } from '../protocol/types';

export function infoBeforeGrant(info: PageInfoParams): PageInfoParams {
  const shown: PageInfoParams = { adapter: info.adapter };
  // The color scheme only themes the sidebar that asks the question.
  if (info.colorScheme !== undefined) shown.colorScheme = info.colorScheme;
  // The runtime's version only lets the sidebar say the bookmarklet is outdated.
  if (info.runtime !== undefined) shown.runtime = info.runtime;
  return shown;
}
