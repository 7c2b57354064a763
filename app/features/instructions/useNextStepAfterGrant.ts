// When the page's site becomes allowed while servers are configured, the sidebar moves on to what comes
// next (the Calls tab, and the instructions to insert) instead of leaving the user where they allowed it.
// The line goes once it is done, dismissed, or a first call shows the way is found.
import { useEffect, useRef, useState } from 'react';
import type { AppStore } from '../../shell/store';
import { isGranted } from '../consent';

export function useNextStepAfterGrant(store: AppStore, onAllowed: () => void) {
  const [shown, setShown] = useState(false);
  // Once per sidebar: a grant that flickers later (another window's storage sync re-applying the same
  // grants) must not pull the user off the tab they went on to.
  const moved = useRef(false);
  useEffect(
    () =>
      store.subscribe((s, prev) => {
        // A call came (from the chat, or run by hand): the AI has its tools or the user knows the way.
        if (s.calls.length > prev.calls.length) setShown(false);
        const origin = s.page.origin;
        if (moved.current || !origin || s.servers.length === 0) return;
        if (isGranted(s, origin) && !isGranted(prev, origin)) {
          moved.current = true;
          setShown(true);
          onAllowed();
        }
      }),
    [store, onAllowed],
  );
  return { shown, hide: () => setShown(false) };
}
