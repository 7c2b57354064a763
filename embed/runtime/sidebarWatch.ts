// Watches the sidebar window around the transport, which on its own would wait forever: says when the sidebar
// does not answer in time, and when its window is gone (frame removed, popup closed), so pending calls fail.
import type { SidebarTarget } from '../types';

export interface SidebarWatchOptions {
  target: SidebarTarget;
  onSilent(): void;
  onGone(): void;
  answerTimeoutMs?: number;
  pollMs?: number;
}

export function watchSidebar(options: SidebarWatchOptions): { answered(): void; stop(): void } {
  const { target, answerTimeoutMs = 15_000, pollMs = 1_000 } = options;
  let silentTimer: ReturnType<typeof setTimeout> | undefined = setTimeout(options.onSilent, answerTimeoutMs);
  const poll = setInterval(() => {
    // `closed` is one of the few properties a cross-origin window exposes.
    if (!target.contentWindow || target.contentWindow.closed) {
      stop();
      options.onGone();
    }
  }, pollMs);
  const stop = () => {
    clearTimeout(silentTimer);
    clearInterval(poll);
  };
  return {
    answered() {
      clearTimeout(silentTimer);
      silentTimer = undefined;
    },
    stop,
  };
}
