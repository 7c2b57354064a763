// How components reach the window's runtime: React context filled by the entry point's provider
// (app/shell/RuntimeProvider.tsx). There is no global to fall back on, so a part outside a provider fails loudly.
import { createContext, use, useContext } from 'react';
import { useStore } from 'zustand';
import type { Runtime } from '../shell/runtime';
import type { AppStore } from '../shell/store';
import type { AppState } from '../shell/appState';

/** A promise while the runtime's code is still loading (app/shell/runtime.ts `startRuntime`). */
export const RuntimeContext = createContext<Runtime | Promise<Runtime> | null>(null);
// Apart from the runtime: the consent window has a store but no hub or connections.
export const StoreContext = createContext<AppStore | null>(null);

function required<T>(value: T | null, what: string): T {
  if (value === null)
    throw new Error(`${what} is used outside its provider (app/shell/RuntimeProvider.tsx).`);
  return value;
}

export const useRuntime = (): Runtime => {
  const value = required(useContext(RuntimeContext), 'The runtime');
  // The sidebar paints before the hub's code has loaded: a part that needs the runtime suspends until then.
  return value instanceof Promise ? use(value) : value;
};

const bound = new WeakMap<Runtime, Map<unknown, unknown>>();

/**
 * A feature's commands bound to this window's runtime: made once per runtime and factory, so every part of
 * the window shares one set (and the guards inside it, such as one consent window at a time).
 */
export function commandsOf<T>(runtime: Runtime, create: (runtime: Runtime) => T): T {
  let made = bound.get(runtime);
  if (!made) bound.set(runtime, (made = new Map()));
  if (!made.has(create)) made.set(create, create(runtime));
  return made.get(create) as T;
}

/** The hook form of commandsOf, for the feature's own `use…Actions()`. */
export function useCommands<T>(create: (runtime: Runtime) => T): T {
  return commandsOf(useRuntime(), create);
}

/** The store itself, for reads in handlers and subscriptions (`getState`, `subscribe`). */
export const useStoreApi = (): AppStore => required(useContext(StoreContext), 'The app store');

/** Selects from the provided store and re-renders when the selection changes, like zustand's own hook. */
export function useAppStore<T>(selector: (state: AppState) => T): T {
  return useStore(useStoreApi(), selector);
}
