// The adapter table deployed with this app (dist/adapters.json, written by the build). The sidebar fetches it
// once per load and the hub serves it to the page (ADAPTERS_URI), so a deploy updates every user's chat sites
// without a new bookmarklet. Kept raw: the page checks format and shape itself (embed/adapters/servedTable.ts),
// as it must for any data that crosses to it.
import type { AdaptersResource, TaughtAdapter } from '../../../bridge/protocol/adapters';

export const ADAPTER_TABLE_PATH = 'adapters.json';
/** The full table is about 9 KB; anything past this is not ours. */
export const MAX_TABLE_CHARS = 256 * 1024;

/** The table as JSON, or undefined (with a console warning) when it is missing, too big or not JSON. */
export async function fetchServedAdapters(url?: string, fetchImpl: typeof fetch = fetch): Promise<unknown> {
  try {
    // no-cache: the browser revalidates, so a deploy reaches the next sidebar load.
    const response = await fetchImpl(url ?? new URL(ADAPTER_TABLE_PATH, location.href).href, {
      cache: 'no-cache',
    });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const text = await response.text();
    if (text.length > MAX_TABLE_CHARS) throw new Error(`larger than ${MAX_TABLE_CHARS} characters`);
    return JSON.parse(text) as unknown;
  } catch (error) {
    console.warn(
      `[MCP Multi Bridge] The adapter table (${ADAPTER_TABLE_PATH}) did not load; pages keep their built-in adapters:`,
      error instanceof Error ? error.message : error,
    );
    return undefined;
  }
}

/** The page's hostname from its origin; undefined for an opaque or malformed origin. */
export function hostOf(origin: string | undefined): string | undefined {
  try {
    return origin ? new URL(origin).hostname || undefined : undefined;
  } catch {
    return undefined;
  }
}

/** What the hub serves at ADAPTERS_URI to the page at `origin`: the table, and only that host's taught entry. */
export function adaptersFor(
  origin: string,
  table: unknown,
  taughtSites: Record<string, TaughtAdapter>,
): AdaptersResource {
  const host = hostOf(origin);
  const taught = host === undefined ? undefined : taughtSites[host];
  return { ...(table === undefined ? {} : { table }), ...(taught ? { taught } : {}) };
}
