// Step 0 without --config: the servers the connector itself would serve, found in Claude Desktop, Cursor,
// VS Code and .mcp.json and chosen the same way (connector/discovery), as a check instead of a crash.
import type { CliOptions } from '../cliOptions.js';
import { serversToServe, type ServeContext } from '../discovery/serversToServe.js';
import type { LoadedConfig } from './loadConfig.js';

export async function discoverConfig(
  options: Pick<CliOptions, 'configPath' | 'from'>,
  context: Omit<ServeContext, 'print'>,
  print: (line: string) => void,
): Promise<LoadedConfig> {
  const base = { id: 'config', title: 'Configs found on this computer' };
  try {
    const { servers, remotes } = await serversToServe(options, { ...context, print });
    const names = Object.keys(servers);
    const detail = [
      `${names.length} stdio servers: ${names.join(', ') || 'none'}`,
      ...(remotes.length
        ? [
            `${remotes.length} remote servers go to the dashboard in the pairing link: ${remotes.map((r) => r.name).join(', ')}`,
          ]
        : []),
    ].join('\n');
    return { result: { ...base, status: 'pass', detail }, servers };
  } catch (error) {
    return {
      result: {
        ...base,
        status: 'fail',
        detail: (error as Error).message,
        fix: 'Pass your MCP config with --config, or choose sources with --from.',
      },
      servers: {},
    };
  }
}
