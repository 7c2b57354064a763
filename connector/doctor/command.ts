// `connector doctor`: parse the flags, load the config, run the checklist, print it; the exit code
// is 1 when any step failed.
import { UsageError } from '../cliOptions.js';
import { DOCTOR_USAGE, parseDoctorOptions } from './doctorOptions.js';
import { loadConfig } from './loadConfig.js';
import { formatResult, formatSummary } from './printReport.js';
import { runDoctor } from './runDoctor.js';

export async function runDoctorCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  print: (text: string) => void = (text) => console.log(text),
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
  const config = loadConfig(options.configPath);
  print(formatResult(config.result));
  if (config.result.status === 'fail') return 1;
  const results = await runDoctor(
    {
      servers: config.servers,
      port: options.port,
      allowedOrigins: options.allowedOrigins,
      appOrigin: options.appOrigin,
      token: options.token,
      timeoutMs: options.timeoutMs,
    },
    (result) => print(formatResult(result)),
  );
  print(`\n${formatSummary([config.result, ...results])}`);
  return results.some((r) => r.status === 'fail') ? 1 : 0;
}
