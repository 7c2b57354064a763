// A part whose code loads when it is first shown (a tab, the layout warning): React.lazy, with what the
// sidebar needs around it. Code already here renders at once; a load that failed shows "Try again" and is
// asked for again only on that click, never by itself.
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { ErrorNotice } from './ErrorBoundary';

export type LazyPanel<P> = ComponentType<P> & { preload(): Promise<unknown> };

const LOAD_FAILED =
  "This panel's code did not load (check the connection; if the app was just updated, reopen it)";

/** A failed load, told apart from an error the panel itself throws (that one is the outer boundary's). */
class LoadFailed extends Error {
  constructor(readonly original: Error) {
    super(original.message);
  }
}

/** Shows a failed load in place with Try again; passes every other error on to the boundary above. */
class LoadBoundary extends Component<{ children: () => ReactNode; onRetry(): void }, { failed: unknown }> {
  override state: { failed: unknown } = { failed: null };

  static getDerivedStateFromError(error: unknown) {
    return { failed: error };
  }

  override render() {
    const { failed } = this.state;
    // A function, so a retry renders the new lazy component rather than the element made before it.
    if (failed === null) return this.props.children();
    if (!(failed instanceof LoadFailed)) throw failed;
    const retry = () => {
      this.props.onRetry();
      this.setState({ failed: null });
    };
    return <ErrorNotice text={LOAD_FAILED} error={failed.original} onRetry={retry} />;
  }
}

export function lazyPanel<P extends object>(load: () => Promise<ComponentType<P>>): LazyPanel<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  /** One load at a time for preload and render alike; a failed one is forgotten, so the next asks anew. */
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        pending = undefined;
        throw new LoadFailed(error instanceof Error ? error : new Error(String(error)));
      },
    ));
  // React.lazy reads a thenable that settles as `then` is called at once, so code already here never shows
  // the fallback; it caches a failure, so a retry needs a new lazy component.
  const fresh = () =>
    lazy(() => {
      const here = loaded;
      if (!here) return start().then((component) => ({ default: component }));
      const settled = {
        then: (done: (module: { default: ComponentType<P> }) => void) => done({ default: here }),
      };
      return settled as unknown as Promise<{ default: ComponentType<P> }>;
    });
  let Lazy = fresh();
  const Panel = (props: P) => (
    <LoadBoundary onRetry={() => (Lazy = fresh())}>{() => <Lazy {...props} />}</LoadBoundary>
  );
  return Object.assign(Panel, {
    preload: () =>
      start().catch((error: unknown) => {
        throw error instanceof LoadFailed ? error.original : error;
      }),
  });
}
