// The tab panels load when a tab is first shown: the sidebar's first download holds only its frame (header,
// notices, tabs), so it paints before the panels' code (schema form, virtual list, settings) has arrived.
import { createElement, use, type ComponentType, type ReactPromise } from 'react';
import { muted } from '../components/ui';

export type LazyPanel<P> = ComponentType<P> & { preload(): Promise<unknown> };

/** A promise as React's `use` reads it: marked fulfilled (FulfilledReactPromise), `use` returns its value at once. */
type ReadablePromise<T> = Promise<T> & ReactPromise<T>;

/**
 * React.lazy, except that code already here (preloaded, or mounted before) renders at once: React.lazy
 * suspends on its first render whatever was loaded, which flashes the fallback on a tab's first click.
 * A load that failed is tried again on the next render (the panel's "Try again").
 */
export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loading: ReadablePromise<ComponentType<P>> | undefined;
  const preload = (): ReadablePromise<ComponentType<P>> => {
    const started: ReadablePromise<ComponentType<P>> = (loading ??= load().then(
      (component) => {
        // Marked loaded for `use`, so a render after this one does not suspend.
        Object.assign(started, { status: 'fulfilled', value: component });
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
    return started;
  };
  // `use` on every render, loaded or not: a render that suspended must call it again when it resumes.
  const Panel = (props: P) => createElement(use(preload()), props);
  return Object.assign(Panel, { preload });
}

export const CallsPanel = lazyPanel(() => import('./CallsPanel').then((m) => m.CallsPanel));
export const ToolsPanel = lazyPanel(() => import('./ToolsPanel').then((m) => m.ToolsPanel));
export const InstructionsContainer = lazyPanel(() =>
  import('./InstructionsContainer').then((m) => m.InstructionsContainer),
);
export const ServersPanel = lazyPanel(() => import('./ServersPanel').then((m) => m.ServersPanel));
export const SettingsContainer = lazyPanel(() =>
  import('./SettingsContainer').then((m) => m.SettingsContainer),
);
export const PromptsPanel = lazyPanel(() => import('./PromptsPanel').then((m) => m.PromptsPanel));
export const ResourcesPanel = lazyPanel(() => import('./ResourcesPanel').then((m) => m.ResourcesPanel));

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
