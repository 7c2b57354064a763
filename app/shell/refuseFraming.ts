// Only sidebar.html may be framed. Every other page of the app calls this first: inside another site's
// frame it could be made invisible and have the user's clicks put on it (clickjacking). The response
// headers (public/_headers) already forbid framing; this check holds on hosts that drop those headers.

export const FRAMED_NOTICE = "This page can't be shown inside another site. Open it directly:";

/** The parts of a window the check reads; a test passes its own. */
export type FramingView = Pick<Window, 'top' | 'self' | 'document'> & { location: Pick<Location, 'href'> };

/**
 * True when this window is inside a frame: the page is then replaced by a short notice with a link that
 * opens it top-level, and the caller must start nothing (no store, no storage, no pairing).
 */
export function refuseFraming(win: FramingView = window): boolean {
  if (win.top === win.self) return false;
  const doc = win.document;
  // The link drops the query and fragment: the framing site chose those, the user did not.
  const url = new URL(win.location.href);
  url.search = '';
  url.hash = '';
  const direct = url.href;
  const link = doc.createElement('a');
  link.href = direct;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  link.textContent = direct;
  const notice = doc.createElement('p');
  notice.setAttribute('role', 'alert');
  notice.append(FRAMED_NOTICE, ' ', link);
  doc.body.replaceChildren(notice);
  return true;
}
