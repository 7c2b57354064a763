// The conformance suite's client: the sidebar's own ConnectionManager against one scenario's server.
// The suite runs `driver.ts <server-url>` per scenario with MCP_CONFORMANCE_SCENARIO set; the driver does
// what the sidebar does (connect, list tools, call the scenario's tool) and exits non-zero on failure.
// The server is marked as an OAuth server, as a user would tick it; when it asks for a sign-in, the
// driver signs in headlessly (driverOAuth.ts) and reconnects, like a user pressing "Sign in".
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { CallFailure, type ServerStatus, type ServerTool } from '../../bridge/connections/types';
import { DriverOAuthProvider, type DriverOAuthOptions } from './driverOAuth';

/** The tool each scenario expects a client to call, with the arguments it checks. */
const SCENARIO_CALLS: Record<string, Record<string, unknown>> = {
  add_numbers: { a: 5, b: 3 },
  test_reconnection: {},
  test_client_elicitation_defaults: {},
  'test-tool': {},
};

const CONNECT_TIMEOUT_MS = 20_000;
/** A user signs in when asked and once more for more scope, then gives up rather than loop. */
const MAX_SIGN_INS = 2;
/** The suite's authorization servers accept this URL as a client_id (client ID metadata documents). */
const CLIENT_METADATA_URL = 'https://conformance-test.local/client-metadata.json';
const SERVER_ID = 'scenario';

/** Scenario data the suite passes in MCP_CONFORMANCE_CONTEXT, e.g. pre-registered client credentials. */
function oauthOptions(): DriverOAuthOptions {
  const raw = process.env['MCP_CONFORMANCE_CONTEXT'];
  const context = raw ? (JSON.parse(raw) as { client_id?: unknown; client_secret?: unknown }) : {};
  const options: DriverOAuthOptions = { clientMetadataUrl: CLIENT_METADATA_URL };
  if (typeof context.client_id === 'string')
    options.preRegistered = {
      client_id: context.client_id,
      ...(typeof context.client_secret === 'string' ? { client_secret: context.client_secret } : {}),
    };
  return options;
}

async function main(serverUrl: string): Promise<void> {
  let settle: (status: ServerStatus) => void = () => undefined;
  const settled = new Promise<ServerStatus>((resolve) => (settle = resolve));
  let tools: ServerTool[] = [];
  const oauth = new DriverOAuthProvider(oauthOptions());
  let signIns = 0;
  const manager = new ConnectionManager(
    {
      onStatus: (_id, status) => {
        if (status.state !== 'connecting') settle(status);
      },
      onTools: (_id, list) => (tools = list),
    },
    {
      clientInfo: { name: 'mcp-multi-bridge-conformance', version: '0.1.0' },
      callTimeoutMs: 15_000,
      authProviderFor: () => oauth,
    },
  );
  /** Signs in if the server asked for it and the user has not given up; false when it did not. */
  const signInAndReconnect = async (): Promise<boolean> => {
    if (manager.status(SERVER_ID).state !== 'auth-needed' || !oauth.signInPending) return false;
    if (signIns >= MAX_SIGN_INS) return false;
    signIns++;
    await oauth.finishSignIn(serverUrl);
    await manager.reconnect(SERVER_ID);
    return true;
  };
  manager.setServers([
    {
      id: SERVER_ID,
      name: 'Scenario',
      url: serverUrl,
      transport: 'streamable-http',
      enabled: true,
      auth: 'oauth',
    },
  ]);
  const timeout = setTimeout(
    () => settle({ state: 'error', message: 'no answer to initialize' }),
    CONNECT_TIMEOUT_MS,
  );
  await settled;
  clearTimeout(timeout);
  try {
    while (await signInAndReconnect());
    const status = manager.status(SERVER_ID);
    if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
    for (const tool of tools) {
      const args = SCENARIO_CALLS[tool.name];
      if (!args) continue;
      for (;;) {
        try {
          const result = await manager.callTool(SERVER_ID, tool.name, args);
          console.log(`${tool.name}: ${JSON.stringify(result.content)}`);
          if (result.isError) throw new Error(`${tool.name} returned an error result`);
          break;
        } catch (error) {
          // A call refused for lack of scope: sign in again (the SDK asked for more) and retry it.
          if (error instanceof CallFailure && (await signInAndReconnect())) continue;
          throw error;
        }
      }
    }
  } finally {
    await manager.close();
  }
}

const url = process.argv[2];
if (!url) {
  console.error('usage: driver.ts <server-url>');
  process.exit(2);
}
main(url).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`[${process.env['MCP_CONFORMANCE_SCENARIO'] ?? 'scenario'}]`, error);
    process.exit(1);
  },
);
