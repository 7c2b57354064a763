// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { lazyPanel } from './lazyPanels';

afterEach(cleanup);

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** In an async act: React attaches its retry to a promise read by `use` only when the render is awaited. */
async function show(ui: ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
  });
}

/** A load the test settles by hand. */
function manualLoad() {
  let resolve: ((component: typeof Hello) => void) | undefined;
  const load = vi.fn(() => new Promise<typeof Hello>((settle) => (resolve = settle)));
  return { load, resolve: (component: typeof Hello) => resolve?.(component) };
}

describe('lazyPanel', () => {
  it('shows the fallback until the code arrives, then the panel, loading it once', async () => {
    const { load, resolve } = manualLoad();
    const Panel = lazyPanel(load);
    await show(<Panel name="calls" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(Hello));
    expect(screen.getByText('Hello calls')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders preloaded code at once, without the fallback', async () => {
    const Panel = lazyPanel(async () => Hello);
    await Panel.preload();
    await show(<Panel name="tools" />);
    expect(screen.getByText('Hello tools')).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });
});
