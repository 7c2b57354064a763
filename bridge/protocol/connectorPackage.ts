// Each deployment serves its own connector package next to the app (the product build packs it with the
// deployment's origin baked in), so the command users run names that deployment's URL.

/** Where the build writes the connector's npm tarball in dist/, and the path it is served at. */
export const CONNECTOR_TARBALL = 'connector.tgz';
/** Written beside the tarball by the build: which tarball it packed (its content hash), for the Install tab. */
export const CONNECTOR_MANIFEST = 'connector.json';

export interface ConnectorManifest {
  /** A short hash of the tarball's bytes: it changes exactly when the package does. */
  version: string;
}

/** A manifest as the build writes it, or null for anything else (a dev server's index.html, a broken file). */
export function parseConnectorManifest(text: string): ConnectorManifest | null {
  try {
    const value = JSON.parse(text) as unknown;
    const version = (value as { version?: unknown } | null)?.version;
    return typeof version === 'string' && /^[0-9a-f]{6,64}$/.test(version) ? { version } : null;
  } catch {
    return null;
  }
}

/**
 * The command that runs the connector of the app at `appOrigin`. npm installs a tarball URL like a package
 * name, and npx never installs a URL it already ran again: the tarball's `version` in the query (which a
 * static host ignores) makes each new package a new URL. The URL is then in double quotes, since zsh (and
 * bash with failglob) refuse an unquoted word with `?` that matches no file; cmd and PowerShell take them too.
 * Without a config file the connector looks for the user's MCP configs itself.
 */
export function connectorPackageCommand(
  appOrigin: string,
  { version, configFile }: { version?: string | null | undefined; configFile?: string | undefined } = {},
): string {
  const url = `${appOrigin}/${CONNECTOR_TARBALL}`;
  const command = version ? `npx -y "${url}?v=${version}"` : `npx -y ${url}`;
  return configFile ? `${command} --config ${configFile}` : command;
}
