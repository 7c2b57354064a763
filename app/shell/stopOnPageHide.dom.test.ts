import { describe, expect, it, vi } from 'vitest';
import type { Root } from 'react-dom/client';
import { stopOnPageHide } from './stopOnPageHide';

const hide = (persisted: boolean) => window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted }));

function started() {
  const root = { unmount: vi.fn() } as unknown as Root & { unmount: ReturnType<typeof vi.fn> };
  const runtime = { stop: vi.fn() };
  const cancel = stopOnPageHide(root, runtime);
  return { root, runtime, cancel };
}

describe('stopOnPageHide', () => {
  it('unmounts the app and stops the runtime once, when the page goes away for good', () => {
    const { root, runtime } = started();
    hide(false);
    hide(false);
    expect(root.unmount).toHaveBeenCalledTimes(1);
    expect(runtime.stop).toHaveBeenCalledTimes(1);
  });

  it('keeps running a page kept in the back/forward cache', () => {
    const { root, runtime, cancel } = started();
    hide(true);
    expect(root.unmount).not.toHaveBeenCalled();
    expect(runtime.stop).not.toHaveBeenCalled();
    cancel();
  });
});
