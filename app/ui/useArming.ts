// Decision buttons stay disabled for a moment after the window shows, regains focus or becomes visible
// again: a double-click aimed at whatever was under the pointer, or a held Enter, must not land on Allow.
import { useEffect, useState } from 'react';

export const ARMING_DELAY_MS = 600;

export function useArming(delayMs: number = ARMING_DELAY_MS, win: Window = window): boolean {
  const [armed, setArmed] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const disarm = () => {
      clearTimeout(timer);
      setArmed(false);
    };
    const rearm = () => {
      disarm();
      timer = setTimeout(() => setArmed(true), delayMs);
    };
    const onVisibility = () => (win.document.visibilityState === 'visible' ? rearm() : disarm());
    rearm();
    win.addEventListener('focus', rearm);
    win.addEventListener('blur', disarm);
    win.document.addEventListener('visibilitychange', onVisibility);
    return () => {
      disarm();
      win.removeEventListener('focus', rearm);
      win.removeEventListener('blur', disarm);
      win.document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [delayMs, win]);
  return armed;
}
