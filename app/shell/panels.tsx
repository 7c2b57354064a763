// The tab panels load when a tab is first shown: the sidebar's first download holds only its frame (header,
// notices, tabs), so it paints before the panels' code (schema form, virtual list, settings) has arrived.
import { createElement, use, useReducer, type ComponentType, type ReactPromise } from 'react';
import { ErrorNotice } from '../ui/ErrorBoundary';
import { muted } from '../ui/classNames';

export type LazyPanel<P> = ComponentType<P> & { preload(): Promise<unknown> };

/** How a load ended. A failure is a value, not a rejection, so the panel shows it instead of loading again. */
type Outcome<P> = { component: ComponentType<P> } | { error: Error };

/** A promise as React's `use` reads it: marked fulfilled (FulfilledReactPromise), `use` returns its value at once. */
type ReadablePromise<T> = Promise<T> & ReactPromise<T>;

const LOAD_FAILED =
  "This panel's code did not load (check the connection; if the app was just updated, reopen it)";

/**
 * React.lazy, except that code already here (preloaded, or mounted before) renders at once: React.lazy
 * suspends on its first render whatever was loaded, which flashes the fallback on a tab's first click.
 * A failed load shows its error with "Try again", which loads it anew. It never retries by itself: React
 * mounts a suspended panel afresh once its promise settles, so a retry per render requested the missing chunk
 * hundreds of times a second and showed "Loading…" for ever.
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let attempt: ReadablePromise<Outcome<P>> | undefined;
  const start = () => {
    const started: ReadablePromise<Outcome<P>> = load().then(
      (component): Outcome<P> => ({ component }),
      (error: unknown): Outcome<P> => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
    // Marked settled for `use`, so a render after this one does not suspend.
    void started.then((value) => Object.assign(started, { status: 'fulfilled', value }));
    return started;
  };
  /** Loads ahead of the first render (the sidebar once idle, tests); a failed preload is forgotten, not shown. */
  const preload = async () => {
    const current = (attempt ??= start());
    const outcome = await current;
    if ('error' in outcome) {
      if (attempt === current) attempt = undefined;
      throw outcome.error;
    }
    return outcome.component;
  };
  const Panel = (props: P) => {
    const [, rerender] = useReducer((count: number) => count + 1, 0);
    // `use` on every render, loaded or not: a render that suspended must call it again when it resumes.
    const outcome = use((attempt ??= start()));
    if ('component' in outcome) return createElement(outcome.component, props);
    const retry = () => {
      attempt = undefined;
      rerender();
    };
    return <ErrorNotice text={LOAD_FAILED} error={outcome.error} onRetry={retry} />;
  };
  return Object.assign(Panel, { preload });
}

export const CallsPanel = lazyPanel(() => import('../features/calls/CallsPanel').then((m) => m.CallsPanel));
export const ToolsPanel = lazyPanel(() => import('../features/tools/ToolsPanel').then((m) => m.ToolsPanel));
export const InstructionsContainer = lazyPanel(() =>
  import('../features/instructions/InstructionsContainer').then((m) => m.InstructionsContainer),
);
export const ServersPanel = lazyPanel(() => import('../features/servers/ServersPanel').then((m) => m.ServersPanel));
export const SettingsContainer = lazyPanel(() =>
  import('../features/settings/SettingsContainer').then((m) => m.SettingsContainer),
);
export const PromptsPanel = lazyPanel(() => import('../features/prompts/PromptsPanel').then((m) => m.PromptsPanel));
export const ResourcesPanel = lazyPanel(() => import('../features/resources/ResourcesPanel').then((m) => m.ResourcesPanel));

/** Loads every panel's code, so no later tab switch waits; the sidebar calls it once idle, tests before rendering. */
export function preloadPanels(): Promise<unknown> {
  return Promise.all(
    [
      CallsPanel,
      ToolsPanel,
      InstructionsContainer,
      ServersPanel,
      SettingsContainer,
      PromptsPanel,
      ResourcesPanel,
    ].map((panel) => panel.preload()),
  );
}

/** What a tab shows while its code (or the runtime it needs) loads: a few milliseconds on a fast link. */
export function PanelLoading() {
  return (
    <p role="status" className={`px-3 py-2 ${muted}`}>
      Loading…
    </p>
  );
}
