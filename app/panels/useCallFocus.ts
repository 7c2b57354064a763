// Focuses the call card a badge click in the chat asked for (store.callFocus), once the Calls tab shows it.
import { useEffect } from 'react';
import { rearmAllControls } from '../services/visibilityGate';
import { useAppStore, useStoreApi } from '../context/runtimeContext';

export function useCallFocus(): void {
  const store = useStoreApi();
  const callFocus = useAppStore((s) => s.callFocus);
  useEffect(() => {
    if (!callFocus) return;
    // Keys are the page's text: compare attribute values instead of building a selector from them.
    const card = Array.from(document.querySelectorAll<HTMLElement>('[data-call-key]')).find(
      (element) => element.dataset.callKey === callFocus.key,
    );
    store.getState().clearCallFocus();
    card?.focus(); // focus() also scrolls the card into view.
    // The page chose where the Run button now sits: make it wait a full arming delay again.
    rearmAllControls();
  }, [callFocus, store]);
}
