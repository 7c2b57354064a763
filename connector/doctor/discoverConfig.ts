// Step 0 without --config: the servers the connector itself would serve, found in Claude Desktop, Cursor,
// VS Code and .mcp.json and chosen the same way (connector/discovery).
import type { CliOptions } from '../cliOptions.js';
import { serversToServe, type ServeContext } from '../discovery/serversToServe.js';
import { configStep, type LoadedConfig } from './loadConfig.js';

export function discoverConfig(
  options: Pick<CliOptions, 'configPath' | 'from'>,
  context: Omit<ServeContext, 'print'>,
  print: (line: string) => void,
): Promise<LoadedConfig> {
  return configStep(
    'Configs found on this computer',
    'Pass your MCP config with --config, or choose sources with --from.',
    // Discovery's own list and question print as they come; notes are already among them.
    async () => ({ ...(await serversToServe(options, { ...context, print })), notes: [] }),
  );
}
