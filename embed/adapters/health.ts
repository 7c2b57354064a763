// Which of the adapter's selectors find something on the page right now (shown in the sidebar's health view).
import type { AdapterHealth } from '../../bridge/protocol/types';
import type { SiteAdapter } from './types';

export function adapterHealth(adapter: SiteAdapter, document: Document = window.document): AdapterHealth {
  const found: string[] = [];
  const missing: string[] = [];
  for (const [name, selector] of Object.entries(adapter.selectors)) {
    if (typeof selector !== 'string') continue;
    let present = false;
    try {
      present = document.querySelector(selector) !== null;
    } catch {
      // An invalid selector (e.g. typed by the user) counts as missing rather than breaking the check.
    }
    (present ? found : missing).push(name);
  }
  return { adapter: adapter.id, found, missing };
}
