// The call card a badge click in the chat asked for (store.callFocus), for the Calls tab's list to scroll to
// and focus; once it has, the request is cleared and the gated controls arm again.
import { useCallback } from 'react';
import { rearmAllControls } from '../../ui/gate/visibilityGate';
import { useAppStore, useStoreApi } from '../../core/context';

export function useCallFocus(): { focus: { key: string } | null; onFocusHandled(): void } {
  const store = useStoreApi();
  const focus = useAppStore((s) => s.callFocus);
  const onFocusHandled = useCallback(() => {
    store.getState().clearCallFocus();
    // The page chose where the Run button now sits: make it wait a full arming delay again.
    rearmAllControls();
  }, [store]);
  return { focus, onFocusHandled };
}
