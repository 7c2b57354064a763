// A call's own timeout: restarted by the tool's progress, paused while the server waits on the user (a
// question in the sidebar). The SDK's timer can only be reset by progress, so it would cut a user who takes
// a minute to fill in a form; this one replaces it.

/** Whether a server has a question waiting for the user; the listener hears each change. */
export type UserWait = (listener: (waiting: boolean) => void) => () => void;

export interface CallTimer {
  /** Starts the full time again (progress arrived, or the user answered). */
  restart(): void;
  pause(): void;
  stop(): void;
}

export function startCallTimer(timeoutMs: number, onTimeout: () => void): CallTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const restart = () => {
    clear();
    if (!stopped) timer = setTimeout(onTimeout, timeoutMs);
  };
  restart();
  return {
    restart,
    pause: clear,
    stop() {
      stopped = true;
      clear();
    },
  };
}
