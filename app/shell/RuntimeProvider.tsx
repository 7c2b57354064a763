// The composition root's hand-over: the entry point builds the runtime once and wraps the app in this, so
// every panel and command uses that runtime and its store.
import type { ReactNode } from 'react';
import type { Runtime } from './runtime';
import type { AppStore } from './store';
import { RuntimeContext, StoreContext } from '../core/context';

/**
 * The store is there at once; given a promise (the starting runtime's `ready`), a part that uses the
 * runtime suspends until it
 * resolves (app/core/context.ts), so the window paints first.
 */
export function RuntimeProvider({
  store,
  value,
  children,
}: {
  store: AppStore;
  value: Runtime | Promise<Runtime>;
  children: ReactNode;
}) {
  return (
    <RuntimeContext.Provider value={value}>
      <StoreContext.Provider value={store}>{children}</StoreContext.Provider>
    </RuntimeContext.Provider>
  );
}

/** For a window with a store but no hub (the consent window). */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
