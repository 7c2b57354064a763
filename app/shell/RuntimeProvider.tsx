// The composition root's hand-over: the entry point builds the runtime once and wraps the app in this, so
// every panel and command uses that runtime and its store.
import type { ReactNode } from 'react';
import type { StartingRuntime } from './runtime';
import type { AppStore } from './store';
import { RuntimeContext, StoreContext, type RuntimeContextValue } from '../core/context';

/**
 * The runtime and its commands once the hub has loaded. The commands' code (and what it imports: config
 * transfer, instructions, sign-in) loads with it, not with the window's first paint.
 */
export function whenReady(runtime: StartingRuntime): Promise<RuntimeContextValue> {
  return Promise.all([runtime.ready, import('./bindRuntime')]).then(([ready, { bindRuntime }]) =>
    bindRuntime(ready),
  );
}

/**
 * The store is there at once; given a promise (`whenReady`), a part that uses the runtime suspends until it
 * resolves (app/core/context.ts), so the window paints first.
 */
export function RuntimeProvider({
  store,
  value,
  children,
}: {
  store: AppStore;
  value: RuntimeContextValue | Promise<RuntimeContextValue>;
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
