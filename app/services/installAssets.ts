// The install tab's texts are build outputs served next to the app; read them from our own origin.
export interface InstallAssets {
  bookmarklet: string | null;
  snippet: string | null;
  error?: string;
}

async function readText(path: string, looksRight: (text: string) => boolean): Promise<string | null> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    if (!response.ok) return null;
    const text = (await response.text()).trim();
    // A dev server answers unknown paths with index.html; that is not the asset.
    return looksRight(text) ? text : null;
  } catch {
    return null;
  }
}

export async function loadInstallAssets(): Promise<InstallAssets> {
  const [bookmarklet, snippet] = await Promise.all([
    readText('/bookmarklet.txt', (t) => t.startsWith('javascript:')),
    readText('/embed-snippet.html', (t) => !/^<!doctype html/i.test(t)),
  ]);
  const assets: InstallAssets = { bookmarklet, snippet };
  if (!bookmarklet || !snippet) assets.error = 'Not available on this server: build the app to produce it.';
  return assets;
}

/** The connector's config is a Claude Desktop style file; the app origin is where this dashboard runs. */
export const connectorCommand = (): string =>
  `npm run connector -- --config mcp.json --allow-origin ${window.location.origin}`;
