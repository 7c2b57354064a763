// Tells the sidebar which parts of the chat the adapter finds: once after connecting, then whenever that
// changes (a site update that renames a class shows up within seconds instead of as silent failures).
import type { AdapterHealth } from '../../bridge/protocol/types';

export const HEALTH_CHECK_MS = 3000;

/** `check` reports at once (e.g. the adapter was switched) instead of at the next tick. */
export function reportHealth(
  health: () => AdapterHealth,
  send: (health: AdapterHealth) => void,
  everyMs = HEALTH_CHECK_MS,
): { stop(): void; check(): void } {
  let last = '';
  const check = () => {
    const now = health();
    const key = JSON.stringify(now);
    if (key !== last) send(now);
    last = key;
  };
  check();
  const timer = setInterval(check, everyMs);
  return { stop: () => clearInterval(timer), check };
}
