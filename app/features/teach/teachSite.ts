// "Teach this site" and "Fix it now": the page's picker asks the user for the parts, and what they picked is
// saved for the page's host, as the hub knows it from the transport (never a host the page names).
import type { AdapterPart, TaughtAdapter, TeachResult } from '../../../bridge/protocol/adapters';
import type { Runtime } from '../../shell/runtime';
import { OPTIONAL_PARTS, REQUIRED_PARTS, isAdapterId, partLabels } from './parts';
import { keepInDashboard } from './keepInDashboard';
import { NO_PAGE_YET } from '../../core/chatPage';
import { noticesOf } from '../../core/notices';
import { useCommands } from '../../core/context';

export type TeachActions = ReturnType<typeof createTeachActions>;

/** How a teach ended, for the caller (the notice says it to the user). */
export type TeachOutcome = 'saved' | 'cancelled' | 'failed';

/** The page's hostname, or undefined for an opaque origin (a sandboxed page has no host to save under). */
function hostOf(origin: string): string | undefined {
  try {
    const { protocol, hostname } = new URL(origin);
    return (protocol === 'https:' || protocol === 'http:') && hostname ? hostname : undefined;
  } catch {
    return undefined;
  }
}

/** Only the parts asked for: a page answering with more does not get to set them. */
function picked(result: TeachResult, asked: readonly AdapterPart[]): TaughtAdapter['selectors'] {
  const selectors: TaughtAdapter['selectors'] = {};
  for (const part of asked) {
    const selector = result.selectors?.[part]?.trim();
    if (selector) selectors[part] = selector;
  }
  return selectors;
}

export function createTeachActions({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const { notify } = noticesOf(store);

  /**
   * Shows the picker for `parts` (default: the required parts, then the optional ones) and saves what the user
   * picked. A repair (Fix it now) merges into the host's taught entry, so its other parts stay.
   */
  async function teachSite(parts: readonly AdapterPart[] = REQUIRED_PARTS): Promise<TeachOutcome> {
    const origin = store.getState().page.origin;
    if (!origin) return (notify('error', NO_PAGE_YET), 'failed');
    const host = hostOf(origin);
    if (!host)
      return (notify('error', `${origin} has no address of its own, so it can't be taught.`), 'failed');
    const optional = parts === REQUIRED_PARTS ? OPTIONAL_PARTS.filter((p) => !parts.includes(p)) : [];
    notify('info', `Pick the ${partLabels(parts)} on the page.`);
    const result = await hub.teach({ parts: [...parts], ...(optional.length ? { optional } : {}) });
    if (!result.ok) {
      if (result.error) notify('error', result.error);
      else notify('info', 'Nothing was saved: the picker was closed.');
      return result.error ? 'failed' : 'cancelled';
    }
    // The user may have moved on while picking: save only for the page that was asked.
    const page = store.getState().page;
    if (page.origin !== origin)
      return (
        notify('error', `The chat page changed while picking; nothing was saved for ${host}.`),
        'failed'
      );
    // Taught answers come with the code-block selector the page found inside them.
    const answers = parts.includes('assistantMessage') ? (['codeBlock'] as const) : [];
    const selectors = picked(result, [...parts, ...optional, ...answers]);
    if (Object.keys(selectors).length === 0)
      return (notify('error', 'The picker sent no selectors; nothing was saved.'), 'failed');
    const existing = store.getState().taughtSites[host];
    const healthAdapter = page.health?.source === 'taught' ? undefined : page.health?.adapter;
    const reported = healthAdapter !== 'generic' && isAdapterId(healthAdapter) ? healthAdapter : undefined;
    const base = existing ? existing.base : reported;
    const editor = selectors.input
      ? (result.editor ?? 'auto')
      : (existing?.editor ?? result.editor ?? 'auto');
    const entry: TaughtAdapter = {
      host,
      ...(base ? { base } : {}),
      selectors: { ...existing?.selectors, ...selectors },
      editor,
      savedAt: new Date().toISOString(),
    };
    store.getState().saveTaughtSite(entry);
    // A best-effort copy for the dashboard: it resolves false when the browser keeps the storages apart.
    void keepInDashboard(entry);
    notify('info', `Saved for ${host}: ${partLabels(Object.keys(selectors) as AdapterPart[])}.`);
    return 'saved';
  }

  return { teachSite };
}

/** One set per runtime, so every part of the window shares its guards. */
export const useTeachActions = (): TeachActions => useCommands(createTeachActions);
