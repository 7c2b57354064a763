// Step 0: the servers the connector itself would serve (connector/discovery/serversToServe.ts): the
// --config file, or else those found in Claude Desktop, Cursor, VS Code and .mcp.json, chosen the same way.
import type { CliOptions } from '../cli/options.js';
import { serversToServe, type ServeContext } from '../discovery/serversToServe.js';
import { configStep, type LoadedConfig } from './configStep.js';

export function discoverConfig(
  options: Pick<CliOptions, 'configPath' | 'from'>,
  context: Omit<ServeContext, 'print'>,
  print: (line: string) => void,
  step: { title: string; fix: (error: Error) => string },
): Promise<LoadedConfig> {
  return configStep(
    step.title,
    step.fix,
    // serversToServe prints its list, question and notes as they come: keep the notes out of the detail.
    async () => ({ ...(await serversToServe(options, { ...context, print })), notes: [] }),
  );
}
