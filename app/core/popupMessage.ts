// Waits for one message from a popup we opened on our own origin. Both checks matter: the origin says
// who wrote it, the source says it is that very window (not another tab of ours, not the host page).
export interface PopupWaitOptions {
  timeoutMs: number;
  closedMessage: string;
}

export function waitForPopupMessage<T>(
  win: Window,
  popup: Window,
  type: string,
  options: PopupWaitOptions,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const cleanup = () => {
      win.removeEventListener('message', onMessage);
      clearInterval(closedPoll);
      clearTimeout(timer);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== win.location.origin || event.source !== popup) return;
      const data = event.data as { type?: unknown } | null;
      if (typeof data !== 'object' || data === null || data.type !== type) return;
      cleanup();
      resolve(data as T);
    };
    // A closed popup never answers; polling is the only signal the browser gives the opener.
    const closedPoll = setInterval(() => {
      if (!popup.closed) return;
      cleanup();
      reject(new Error(options.closedMessage));
    }, 500);
    const timer = setTimeout(() => {
      cleanup();
      reject(new Error('No answer from the window in time.'));
    }, options.timeoutMs);
    win.addEventListener('message', onMessage);
  });
}
