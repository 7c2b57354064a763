// The composition root's hand-over: the entry point builds the runtime once and wraps the app in this, so
// every panel and command uses that runtime and its store.
import { useMemo, type ReactNode } from 'react';
import { createActions } from '../commands/actions';
import { createToolActions } from '../commands/toolActions';
import type { Runtime } from '../services/runtime';
import type { AppStore } from '../store/store';
import { RuntimeContext, StoreContext } from './runtimeContext';

export function RuntimeProvider({ runtime, children }: { runtime: Runtime; children: ReactNode }) {
  const value = useMemo(
    () => ({ runtime, actions: createActions(runtime), toolActions: createToolActions(runtime) }),
    [runtime],
  );
  return (
    <RuntimeContext.Provider value={value}>
      <StoreContext.Provider value={runtime.store}>{children}</StoreContext.Provider>
    </RuntimeContext.Provider>
  );
}

/** For a window with a store but no hub (the consent window). */
export function StoreProvider({ store, children }: { store: AppStore; children: ReactNode }) {
  return <StoreContext.Provider value={store}>{children}</StoreContext.Provider>;
}
