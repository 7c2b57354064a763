// Each deployment serves its own connector package next to the app (the product build packs it with the
// deployment's origin baked in), so the command users run names that deployment's URL.

/** Where the build writes the connector's npm tarball in dist/, and the path it is served at. */
export const CONNECTOR_TARBALL = 'connector.tgz';

/**
 * The command that runs the connector of the app at `appOrigin`. npm installs a tarball URL like a package
 * name; without a config file the connector looks for the user's MCP configs itself.
 */
export function connectorPackageCommand(appOrigin: string, configFile?: string): string {
  const command = `npx -y ${appOrigin}/${CONNECTOR_TARBALL}`;
  return configFile ? `${command} --config ${configFile}` : command;
}
