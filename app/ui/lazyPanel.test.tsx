import { describe, expect, it, vi } from 'vitest';
import { Suspense, type ReactNode } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyPanel } from './lazyPanel';

const Hello = ({ name }: { name: string }) => <p>Hello {name}</p>;

/** In an async act: React attaches its retry to a promise read by `use` only when the render is awaited. */
async function show(ui: ReactNode) {
  await act(async () => {
    render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);
  });
}

/** A load the test settles by hand; each call of `load` is a new attempt. */
function manualLoad() {
  let settle: { resolve(component: typeof Hello): void; reject(error: Error): void } | undefined;
  const load = vi.fn(() => new Promise<typeof Hello>((resolve, reject) => (settle = { resolve, reject })));
  return {
    load,
    resolve: (component: typeof Hello) => settle?.resolve(component),
    reject: (error: Error) => settle?.reject(error),
  };
}

/** Lets timers and promises run for a while in real time, as the browser would between frames. */
const idle = () => act(async () => void (await new Promise((done) => setTimeout(done, 100))));

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

  it('shows a failed load with Try again, does not load again by itself, and loads anew on Try again', async () => {
    const { load, resolve, reject } = manualLoad();
    const Panel = lazyPanel(load);
    await show(<Panel name="tools" />);
    await act(async () => reject(new Error('Failed to fetch dynamically imported module')));
    await idle();
    expect(screen.getByRole('alert').textContent).toContain(
      "This panel's code did not load (check the connection; if the app was just updated, reopen it): Failed to fetch dynamically imported module",
    );
    expect(load).toHaveBeenCalledTimes(1);
    // In an async act, as in show(): React attaches its retry to the new attempt only when the render is awaited.
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => resolve(Hello));
    expect(screen.getByText('Hello tools')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('forgets a failed preload: the first render loads the code anew', async () => {
    const { load, resolve, reject } = manualLoad();
    const Panel = lazyPanel(load);
    const preloaded = Panel.preload();
    reject(new Error('offline while idle'));
    await expect(preloaded).rejects.toThrow('offline while idle');
    await show(<Panel name="calls" />);
    expect(load).toHaveBeenCalledTimes(2);
    await act(async () => resolve(Hello));
    expect(screen.getByText('Hello calls')).toBeTruthy();
  });
});
