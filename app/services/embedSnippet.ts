// Checks the site owner's choices in the generator and turns them into the snippet's config. The tag itself is
// written by bridge/protocol/embedSnippet.ts and read by embed/loader/readConfig.ts; everything in it is
// readable by the page, so it never carries a secret.
import type { GenericSelectors, PageSettings, SuggestedServer } from '../../bridge/protocol/types';
import { embedSnippet, type EmbedSnippetConfig } from '../../bridge/protocol/embedSnippet';

export interface SnippetOptions {
  /** Origin of this app, where embed.js is served. */
  appOrigin: string;
  /** 'auto', a known site adapter's id, or 'generic' (then `selectors` describe the owner's chat markup). */
  adapter: string;
  selectors: Partial<GenericSelectors>;
  suggestedServers: SuggestedServer[];
  settingsDefaults: Partial<Pick<PageSettings, 'autoExecute' | 'autoInsert' | 'autoSubmit'>>;
  layout: 'overlay' | 'push';
  open: boolean;
}

export interface SnippetResult {
  snippet: string;
  /** Problems the owner should fix; the entries they concern are left out of the snippet. */
  problems: string[];
}

const SECRET_QUERY = /token|key|secret|password|auth/i;

/** A suggested server must be an http(s) URL with no credentials in it: the page can read the snippet. */
export function serverProblem(server: SuggestedServer): string | undefined {
  if (!server.name.trim()) return 'needs a name';
  let url: URL;
  try {
    url = new URL(server.url);
  } catch {
    return 'needs a full http(s) URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'needs an http(s) URL';
  if (url.username || url.password || [...url.searchParams.keys()].some((key) => SECRET_QUERY.test(key)))
    return 'must not carry credentials: the page can read the snippet';
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
  if (Object.keys(options.settingsDefaults).length > 0) config.settingsDefaults = options.settingsDefaults;
  return { snippet: embedSnippet(options.appOrigin, config), problems };
}
