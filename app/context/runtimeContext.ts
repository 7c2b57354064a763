// How components reach the window's runtime: React context filled by the entry point's provider
// (./RuntimeProvider.tsx). There is no global to fall back on, so a component outside a provider fails loudly.
import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { Actions } from '../commands/actions';
import type { ToolActions } from '../commands/toolActions';
import type { Runtime } from '../services/runtime';
import type { AppStore } from '../store/store';
import type { AppState } from '../store/types';

/** What the sidebar and the dashboard hand down: the runtime and the commands bound to it. */
export interface RuntimeContextValue {
  runtime: Runtime;
  actions: Actions;
  toolActions: ToolActions;
}

export const RuntimeContext = createContext<RuntimeContextValue | null>(null);
// Apart from the runtime: the consent window has a store but no hub or connections.
export const StoreContext = createContext<AppStore | null>(null);

function required<T>(value: T | null, what: string): T {
  if (value === null)
    throw new Error(`${what} is used outside its provider (app/context/RuntimeProvider.tsx).`);
  return value;
}

export const useRuntimeContext = (): RuntimeContextValue =>
  required(useContext(RuntimeContext), 'The runtime');
export const useRuntime = (): Runtime => useRuntimeContext().runtime;
export const useActions = (): Actions => useRuntimeContext().actions;
export const useToolActions = (): ToolActions => useRuntimeContext().toolActions;

/** The store itself, for reads in handlers and subscriptions (`getState`, `subscribe`). */
export const useStoreApi = (): AppStore => required(useContext(StoreContext), 'The app store');

/** Selects from the provided store and re-renders when the selection changes, like zustand's own hook. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useStoreApi(), selector);
}
