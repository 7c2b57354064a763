// What the dashboard's getting-started guide can't read from the store: the steps a user takes outside it.
// A sidebar on a chat site may have storage of its own (browsers partition a third-party frame's storage),
// so its grants never reach the dashboard; the consent window is top level on our origin, so it notes here
// that a sidebar asked and that the user allowed a site. A hint for the guide only: it grants nothing.

/** Separate from the security settings: losing this record costs a checkmark, never a permission. */
export const FIRST_RUN_KEY = 'mcp-multi-bridge:first-run';

export interface FirstRunProgress {
  /** The bookmarklet was dragged out of the dashboard (dropping it on the bar is out of our sight). */
  bookmarkletDragged?: number;
  /** A sidebar on a site opened our consent window: the bookmarklet (or a snippet) runs in this browser. */
  sidebarAsked?: number;
  /** The user clicked Allow for a site in the consent window. */
  siteAllowed?: number;
  /** The user hid the guide; "Getting started" brings it back. */
  dismissed?: boolean;
}

const EMPTY: FirstRunProgress = {};
// One object per stored text, so useSyncExternalStore sees the same snapshot until the record changes.
let cached: { text: string | null; value: FirstRunProgress } = { text: null, value: EMPTY };

function parse(text: string | null): FirstRunProgress {
  if (!text) return EMPTY;
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as FirstRunProgress) : EMPTY;
  } catch {
    return EMPTY; // Written by some other version: start the guide over rather than fail.
  }
}

export function readFirstRunProgress(storage: Storage = localStorage): FirstRunProgress {
  let text: string | null = null;
  try {
    text = storage.getItem(FIRST_RUN_KEY);
  } catch {
    return EMPTY; // Storage refused (privacy mode): the guide shows what the store alone says.
  }
  if (text !== cached.text) cached = { text, value: parse(text) };
  return cached.value;
}

const listeners = new Set<() => void>();

/** Merges `patch` into the record; a refused write is ignored (see FIRST_RUN_KEY). */
export function noteFirstRun(patch: FirstRunProgress, storage: Storage = localStorage): void {
  try {
    storage.setItem(FIRST_RUN_KEY, JSON.stringify({ ...readFirstRunProgress(storage), ...patch }));
  } catch {
    return;
  }
  // The storage event only reaches other windows; this one's readers are told here.
  listeners.forEach((listener) => listener());
}

/** Step 2's hint, from wherever the bookmarklet is offered for dragging. */
export const noteBookmarkletDragged = (): void => noteFirstRun({ bookmarkletDragged: Date.now() });

/** Calls `onChange` when this window or another window of ours changes the record. */
export function subscribeFirstRunProgress(onChange: () => void, win: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === FIRST_RUN_KEY || event.key === null) onChange();
  };
  listeners.add(onChange);
  win.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    win.removeEventListener('storage', onStorage);
  };
}
