// A call's own timeout: restarted by the tool's progress, paused while the server waits on the user (a
// question in the sidebar). The SDK's timer can only be reset by progress, so it would cut a user who takes
// a minute to fill in a form; this one replaces it.

/** Whether a server has a question waiting for the user; the listener hears each change. */
export type UserWait = (listener: (waiting: boolean) => void) => () => void;

export interface CallTimer {
  /** Starts the full time again (progress arrived); does nothing while paused. */
  restart(): void;
  /** Holds the time until `resume` (the server waits on the user). */
  pause(): void;
  /** Ends the pause with the full time (the user answered). */
  resume(): void;
  stop(): void;
}

export function startCallTimer(timeoutMs: number, onTimeout: () => void): CallTimer {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  let paused = false;
  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  // Keep-alive progress while the user fills in a form must not start the clock under the form.
  const restart = () => {
    clear();
    if (!stopped && !paused) timer = setTimeout(onTimeout, timeoutMs);
  };
  restart();
  return {
    restart,
    pause() {
      paused = true;
      clear();
    },
    resume() {
      paused = false;
      restart();
    },
    stop() {
      stopped = true;
      clear();
    },
  };
}
