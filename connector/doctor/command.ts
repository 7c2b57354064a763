// `connector doctor`: parse the flags, load the config (or discover the servers, as the connector
// would), run the checklist, print it; the exit code is 1 when any step failed.
import { UsageError } from '../cli/options.js';
import { ConfigError } from '../discovery/serverConfig.js';
import { DOCTOR_USAGE, parseDoctorOptions } from './doctorOptions.js';
import { processDiscoveryEnv } from '../discovery/locations.js';
import type { ServeContext } from '../discovery/serversToServe.js';
import { terminalAsk } from '../discovery/terminalPrompt.js';
import { discoverConfig } from './discoverConfig.js';
import { formatResult, formatSummary } from './printReport.js';
import { runDoctor } from './runDoctor.js';
import type { CheckResult } from '../../bridge/diagnose/check.js';
import type { DoctorInput } from './types.js';

export async function runDoctorCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  print: (text: string) => void = (text) => console.log(text),
  discovery?: Omit<ServeContext, 'print'>,
): Promise<number> {
  let options;
  try {
    options = parseDoctorOptions(argv, env);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    print(`${error.message}\n\n${DOCTOR_USAGE}`);
    return 1;
  }
  if (!options) {
    print(DOCTOR_USAGE);
    return 0;
  }
  for (const notice of options.notices) print(notice);
  const config = await discoverConfig(
    options,
    discovery ?? { denv: processDiscoveryEnv(), ask: terminalAsk() },
    print,
    configStepText(options.configPath),
  );
  const { allowedOrigins, appOrigin, port, timeoutMs, token } = options;
  return printDoctor(
    { allowedOrigins, appOrigin, port, timeoutMs, token, servers: config.servers },
    print,
    config.result,
  );
}

/** Step 0's title and fix: a --config file that can't be read or holds bad entries, or discovery's. */
function configStepText(configPath: string | undefined): { title: string; fix: (error: Error) => string } {
  if (configPath === undefined)
    return {
      title: 'Configs found on this computer',
      fix: () => 'Pass your MCP config with --config, or choose sources with --from.',
    };
  return {
    title: `Config ${configPath}`,
    fix: (error) =>
      error instanceof ConfigError
        ? 'Fix the entries named above in the config file.'
        : 'Pass the path of your MCP config with --config.',
  };
}

/**
 * Runs the checklist on servers found anywhere (a config file, discovered editor configs) and prints
 * it; `source` is the step that found them, and a failed source stops there. Returns the exit code.
 */
async function printDoctor(
  input: DoctorInput,
  print: (text: string) => void,
  source: CheckResult,
): Promise<number> {
  print(formatResult(source));
  if (source.status === 'fail') return 1;
  const results = await runDoctor(input, (result) => print(formatResult(result)));
  print(`\n${formatSummary([source, ...results])}`);
  return results.some((r) => r.status === 'fail') ? 1 : 0;
}
