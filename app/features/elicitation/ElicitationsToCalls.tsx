// Takes the sidebar to the Calls tab when a server asks the user something they would not see where they
// are. Its own small module: the sidebar's frame loads it at start, and the question cards load with Calls.
import { useEffect } from 'react';
import { useRuntime, useStoreApi } from '../../core/context';

/** Long enough for the asking call's card to reach the store (call cards are batched per frame). */
const SETTLE_MS = 300;

/**
 * Calls `onElicitation` for each new question the user would not see where they are: one tied to a chat call,
 * or to none. A manual run's question shows under its own form (ElicitationsForCall) instead.
 */
export function ElicitationsToCalls({ onElicitation }: { onElicitation(): void }) {
  const { queue } = useRuntime().elicitations;
  const store = useStoreApi();
  useEffect(() => {
    const seen = new Set(queue.list().map((item) => item.id));
    const timers = new Set<ReturnType<typeof setTimeout>>();
    const stop = queue.subscribe(() => {
      for (const item of queue.list()) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        const timer = setTimeout(() => {
          timers.delete(timer);
          const current = queue.list().find((entry) => entry.id === item.id);
          if (!current || current.opened) return;
          const call = store.getState().calls.find((entry) => entry.id === current.callId);
          if (call?.source !== 'manual') onElicitation();
        }, SETTLE_MS);
        timers.add(timer);
      }
    });
    return () => {
      stop();
      for (const timer of timers) clearTimeout(timer);
    };
  }, [queue, store, onElicitation]);
  return null;
}
