// Checks the site owner's choices in the generator and turns them into the snippet's config. The tag itself is
// written by bridge/protocol/embedSnippet.ts and read by embed/loader/readConfig.ts; everything in it is
// readable by the page, so it never carries a secret.
import type { GenericSelectors, SuggestedServer } from '../../../bridge/protocol/types';
import { hasCredentials } from '../../../bridge/protocol/credentials';
import { embedSnippet, type EmbedSnippetConfig } from '../../../bridge/protocol/embedSnippet';
import { PAGE_SETTINGS, clampToRange, isIntegerSpec } from '../../../bridge/protocol/settings';
import type {
  PageLayout,
  PageSettingKey,
  PageSettings,
  SettingSpec,
} from '../../../bridge/protocol/settings';

export interface SnippetOptions {
  /** Origin of this app, where embed.js is served. */
  appOrigin: string;
  /** 'auto', a known site adapter's id, or 'generic' (then `selectors` describe the owner's chat markup). */
  adapter: string;
  selectors: Partial<GenericSelectors>;
  suggestedServers: SuggestedServer[];
  /** The owner's defaults for any setting of the table; the snippet carries those that differ from the loader's. */
  settingsDefaults: Partial<PageSettings>;
  layout: PageLayout['layout'];
  open: boolean;
}

export interface SnippetResult {
  snippet: string;
  /** Problems the owner should fix; the entries they concern are left out of the snippet. */
  problems: string[];
}

/**
 * A suggested server must be an http(s) URL with no credentials in it: the page can read the snippet. The
 * credential rule is the loader's own (bridge/protocol/credentials.ts), so what passes here passes there.
 */
export function serverProblem(server: SuggestedServer): string | undefined {
  if (!server.name.trim()) return 'needs a name';
  let url: URL;
  try {
    url = new URL(server.url);
  } catch {
    return 'needs a full http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'needs an http(s) URL';
  if (hasCredentials(url)) return 'must not carry credentials: the page can read the snippet';
  return undefined;
}

export function buildEmbedSnippet(options: SnippetOptions): SnippetResult {
  const problems: string[] = [];
  const config: EmbedSnippetConfig = {
    adapter: options.adapter,
    layout: options.layout,
    open: options.open,
  };
  if (options.adapter === 'generic') {
    const selectors = Object.fromEntries(
      Object.entries(options.selectors).filter(
        ([, value]) => typeof value === 'string' && value.trim() !== '',
      ),
    );
    for (const key of ['input', 'sendButton', 'assistantMessage'] as const)
      if (!selectors[key]) problems.push(`The generic adapter needs a selector for ${key}.`);
    config.selectors = selectors;
  }
  const servers = options.suggestedServers.filter((server) => {
    const problem = serverProblem(server);
    if (problem) problems.push(`Suggested server "${server.name || server.url}" ${problem}; left out.`);
    return !problem;
  });
  if (servers.length > 0)
    config.suggestedServers = servers.map(({ name, url }) => ({ name: name.trim(), url }));
  const settingsDefaults = changedSettings(options.settingsDefaults, problems);
  if (Object.keys(settingsDefaults).length > 0) config.settingsDefaults = settingsDefaults;
  return { snippet: embedSnippet(options.appOrigin, config), problems };
}

/** The owner's settings that differ from the table's defaults (the loader's own); out of range: a problem. */
function changedSettings(chosen: Partial<PageSettings>, problems: string[]): Partial<PageSettings> {
  const changed: Partial<Record<PageSettingKey, boolean | number>> = {};
  for (const [key, value] of Object.entries(chosen) as [PageSettingKey, boolean | number][]) {
    const spec: SettingSpec = PAGE_SETTINGS[key];
    if (value === spec.default) continue;
    if (isIntegerSpec(spec) && clampToRange(spec, Number(value)) !== value)
      problems.push(
        `The default for ${key} must be a whole number from ${spec.min} to ${spec.max}; left out.`,
      );
    else changed[key] = value;
  }
  return changed as Partial<PageSettings>;
}
