// The install tab's texts are build outputs served next to the app; read them from our own origin.
import {
  CONNECTOR_MANIFEST,
  connectorPackageCommand,
  parseConnectorManifest,
} from '../../../bridge/protocol/connectorPackage';

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

// Each file is read once per page: the guide, the Install tab and the config preview all ask for them. Keyed
// by the fetch in use, so a test that stubs fetch reads afresh.
const reads = new WeakMap<typeof fetch, Map<string, Promise<string | null>>>();

function readOnce(path: string, looksRight: (text: string) => boolean): Promise<string | null> {
  let byPath = reads.get(fetch);
  if (!byPath) reads.set(fetch, (byPath = new Map()));
  let read = byPath.get(path);
  if (!read) byPath.set(path, (read = readText(path, looksRight)));
  return read;
}

export async function loadInstallAssets(): Promise<InstallAssets> {
  const [bookmarklet, snippet] = await Promise.all([
    readOnce('/bookmarklet.txt', (t) => t.startsWith('javascript:')),
    readOnce('/embed-snippet.html', (t) => !/^<!doctype html/i.test(t)),
  ]);
  const assets: InstallAssets = { bookmarklet, snippet };
  if (!bookmarklet || !snippet) assets.error = 'Not available on this server: build the app to produce it.';
  return assets;
}

/** The served connector package's content hash (connector.json), null when the build made none. */
export async function loadConnectorVersion(): Promise<string | null> {
  const manifest = await readOnce(`/${CONNECTOR_MANIFEST}`, (t) => parseConnectorManifest(t) !== null);
  return manifest ? parseConnectorManifest(manifest)!.version : null;
}

/**
 * The command that runs this deployment's connector, served next to the app with our origin baked in (so it
 * needs no --allow-origin); with a config file, the connector serves that file's servers. With the package's
 * `version` (loadConnectorVersion; useConnectorCommand in components) npx installs each new package instead of rerunning the one it cached.
 */
export const connectorCommand = (configFile?: string, version?: string | null): string =>
  connectorPackageCommand(window.location.origin, { version, configFile });
