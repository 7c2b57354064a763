// `npm start`: builds the app and the page runtime, then runs the local demo (app, demo chat, connector)
// until Ctrl+C. Ports: APP_PORT (4310), DEMO_PORT (4311), CONNECTOR_PORT (4312).
import { encodePairingFragment } from '../bridge/protocol/pairing';
import { buildProduct } from './lib/buildProduct';
import { repoPath } from './lib/paths';
import { connectorUrls, startStack, type Stack } from './lib/stack';

function portFromEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`${name} must be a port number, got "${raw}"`);
  return port;
}

async function main(): Promise<void> {
  const appPort = portFromEnv('APP_PORT', 4310);
  const demoPort = portFromEnv('DEMO_PORT', 4311);
  const connectorPort = portFromEnv('CONNECTOR_PORT', 4312);
  // The embed bundle and the bookmarklet bake the app origin, so it follows the app port.
  const appOrigin = `http://127.0.0.1:${appPort}`;
  const distDir = repoPath('dist');

  console.log('Building the app, the page runtime (embed.js, bookmarklet) and the connector package…');
  await buildProduct({ appOrigin, outDir: distDir });

  console.log('Starting the app, the demo chat and the connector…');
  const stack = await startStack({ appPort, demoPort, connectorPort, distDir, appOrigin });
  printSummary(stack);

  let stopping = false;
  const shutdown = async () => {
    // A second Ctrl+C does not wait for a child that hangs.
    if (stopping) process.exit(1);
    stopping = true;
    console.log('\nStopping…');
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

function printSummary(stack: Stack): void {
  const pairing = stack.pairing();
  const pairingLink = stack.connector.pairingLink || `${stack.dashboardUrl}${encodePairingFragment(pairing)}`;
  const lines = [
    '',
    'MCP Multi Bridge is running.',
    '',
    `  Demo chat:        ${stack.demoUrl}`,
    `  Demo chat (CSP):  ${stack.cspDemoUrl}`,
    `  Dashboard:        ${stack.dashboardUrl}`,
    `  Connector:        ${pairing.connector}`,
    ...connectorUrls(pairing).map((url) => `    server:         ${url}`),
    '',
    '  Pairing link (works once, for 10 minutes; the dashboard asks before adding the servers):',
    `    ${pairingLink}`,
    '',
    'Open the demo chat, click "Allow…" in the sidebar, then Allow in the window that opens',
    '(it also adds the local connector), and ask the assistant to list the files.',
    'Press Ctrl+C to stop.',
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'EADDRINUSE') {
    console.error(
      `A port is already in use (${(error as Error).message}). Stop the other program, or choose`,
    );
    console.error('other ports: APP_PORT=5310 DEMO_PORT=5311 CONNECTOR_PORT=5312 npm start');
  } else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
