// The connector CLI: serves the stdio servers of a config (--config, or those found in Claude Desktop,
// Cursor, VS Code and the project; connector/discovery) on 127.0.0.1 and prints the pairing link that
// connects the dashboard to them and hands it the remote ones.
import { parseCliOptions, USAGE, UsageError, type CliOptions } from './options.js';
import { ConfigError, type ParsedConfig } from '../discovery/serverConfig.js';
import { processDiscoveryEnv } from '../discovery/locations.js';
import { serversToServe } from '../discovery/serversToServe.js';
import { terminalAsk } from '../discovery/terminalPrompt.js';
import { startConnector } from './startConnector.js';
import { oneLine } from '../../bridge/protocol/visibleText.js';
import { runDoctorCommand } from '../doctor/command.js';

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
  for (const notice of options.notices) console.log(notice);
  const plan = await serversToServe(options, {
    denv: processDiscoveryEnv(),
    ask: terminalAsk(),
    print: (line) => console.log(line),
  });
  await serve(plan, options);
}

async function serve(plan: ParsedConfig, options: CliOptions): Promise<void> {
  const stdioCount = Object.keys(plan.servers).length;
  if (stdioCount === 0 && plan.remotes.length === 0)
    throw new UsageError('the config has no servers to serve');
  const connector = await startConnector({
    servers: plan.servers,
    remotes: plan.remotes,
    port: options.port,
    allowedOrigins: options.allowedOrigins,
    ...(options.token ? { token: options.token } : {}),
    log: (line) => console.error(line),
  });
  console.log(`MCP connector listening on ${connector.baseUrl} (port ${connector.port})`);
  for (const name of connector.serverNames) console.log(`  ${name}: ${connector.serverUrl(name)}`);
  if (stdioCount === 0)
    console.log(
      'No local server to run: the connector runs so the dashboard can take the link. Stop it once paired.',
    );
  if (plan.remotes.length) {
    console.log('Remote servers in the link (the dashboard asks before adding them):');
    for (const remote of plan.remotes) console.log(oneLine(`  ${remote.name}: ${remote.url}`));
  }
  console.log(`Allowed origins: ${options.allowedOrigins.join(', ')}`);
  console.log(
    `\nOpen this link to pair the dashboard (it works once, for 10 minutes; keep it private):\n  ${connector.pairingLink}\n`,
  );
  offerNewLinks(() => connector.newPairingLink());

  connector.ready().then(
    () => stdioCount > 0 && console.log('All servers are running.'),
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
  // The discovery question's readline paused stdin on close; a new listener alone would not restart it.
  process.stdin.resume();
}

main().catch((error: unknown) => {
  // Ctrl+C at the discovery question: a quiet stop, not a stack trace.
  if ((error as Error).name === 'AbortError') {
    console.error('\nStopped: nothing served.');
    process.exit(130);
  }
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
