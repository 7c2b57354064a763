// `npm run connector -- --config mcp.json`: serves the config's stdio servers on 127.0.0.1 and
// prints the pairing link that connects the dashboard to them.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, parseConfigText } from './config.js';
import { parseCliOptions, USAGE, UsageError } from './cliOptions.js';
import { startConnector } from './startConnector.js';
import { runDoctorCommand } from './doctor/command.js';

async function main(): Promise<void> {
  // `connector doctor …` checks a setup instead of serving it (connector/doctor/).
  if (process.argv[2] === 'doctor') {
    process.exitCode = await runDoctorCommand(process.argv.slice(3), process.env);
    return;
  }
  const options = parseCliOptions(process.argv.slice(2), process.env);
  if (!options) {
    console.log(USAGE);
    return;
  }
  const configPath = resolve(options.configPath);
  let text: string;
  try {
    text = readFileSync(configPath, 'utf8');
  } catch (error) {
    throw new UsageError(`cannot read ${options.configPath}: ${(error as Error).message}`);
  }
  const config = parseConfigText(text);
  for (const note of config.notes) console.log(`note: ${note}`);
  if (Object.keys(config.servers).length === 0)
    throw new UsageError('the config has no stdio servers to run');

  const connector = await startConnector({
    servers: config.servers,
    port: options.port,
    allowedOrigins: options.allowedOrigins,
    ...(options.token ? { token: options.token } : {}),
    log: (line) => console.error(line),
  });
  console.log(`MCP connector listening on ${connector.baseUrl} (port ${connector.port})`);
  for (const name of connector.serverNames) console.log(`  ${name}: ${connector.serverUrl(name)}`);
  console.log(`Allowed origins: ${options.allowedOrigins.join(', ')}`);
  console.log(
    `\nOpen this link to pair the dashboard (it works once, for 10 minutes; keep it private):\n  ${connector.pairingLink}\n`,
  );
  offerNewLinks(() => connector.newPairingLink());

  connector.ready().then(
    () => console.log('All servers are running.'),
    (error: Error) => console.error(`${error.message} (retrying in the background)`),
  );

  const shutdown = (signal: string) => {
    console.log(`\n${signal}: stopping servers...`);
    connector.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

/** Each Enter on the console prints a fresh one-time link, so an expired or used one is never a dead end. */
function offerNewLinks(newLink: () => string): void {
  if (!process.stdin.isTTY) return;
  console.log('Press Enter for a new pairing link.');
  process.stdin.setEncoding('utf8');
  process.stdin.on('data', () =>
    console.log(`\nNew pairing link (works once, for 10 minutes):\n  ${newLink()}\n`),
  );
}

main().catch((error: unknown) => {
  if (error instanceof UsageError || error instanceof ConfigError) {
    console.error(error.message);
    if (error instanceof UsageError) console.error(`\n${USAGE}`);
  } else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    console.error('The port is in use: is another connector running? Pick another with --port.');
  } else {
    console.error(error);
  }
  process.exit(1);
});
