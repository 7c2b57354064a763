// How components reach the window's runtime: React context filled by the entry point's provider
// (./RuntimeProvider.tsx). There is no global to fall back on, so a component outside a provider fails loudly.
import { createContext, use, useContext } from 'react';
import { useStore } from 'zustand';
import type { Actions } from '../shell/actions';
import type { ResourceActions } from '../features/resources/resourceActions';
import type { ToolActions } from '../features/calls/callActions';
import type { Runtime } from '../shell/runtime';
import type { AppStore } from '../shell/store';
import type { AppState } from '../shell/appState';

/** What the sidebar and the dashboard hand down: the runtime and the commands bound to it. */
export interface RuntimeContextValue {
  runtime: Runtime;
  actions: Actions;
  toolActions: ToolActions;
  resourceActions: ResourceActions;
}

/** A promise while the runtime's code is still loading (app/shell/runtime.ts `startRuntime`). */
export const RuntimeContext = createContext<RuntimeContextValue | Promise<RuntimeContextValue> | null>(null);
// Apart from the runtime: the consent window has a store but no hub or connections.
export const StoreContext = createContext<AppStore | null>(null);

function required<T>(value: T | null, what: string): T {
  if (value === null)
    throw new Error(`${what} is used outside its provider (app/shell/RuntimeProvider.tsx).`);
  return value;
}

export const useRuntimeContext = (): RuntimeContextValue => {
  const value = required(useContext(RuntimeContext), 'The runtime');
  // The sidebar paints before the hub's code has loaded: a part that needs the runtime suspends until then.
  return value instanceof Promise ? use(value) : value;
};
export const useRuntime = (): Runtime => useRuntimeContext().runtime;
export const useActions = (): Actions => useRuntimeContext().actions;
export const useToolActions = (): ToolActions => useRuntimeContext().toolActions;
export const useResourceActions = (): ResourceActions => useRuntimeContext().resourceActions;

/** The store itself, for reads in handlers and subscriptions (`getState`, `subscribe`). */
export const useStoreApi = (): AppStore => required(useContext(StoreContext), 'The app store');

/** Selects from the provided store and re-renders when the selection changes, like zustand's own hook. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useStoreApi(), selector);
}
