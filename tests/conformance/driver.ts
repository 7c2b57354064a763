// The conformance suite's client: the sidebar's own ConnectionManager, OAuth provider (StoreOAuthProvider
// over the app store) and sign-in (oauthFlow.ts) against one scenario's server. The suite runs
// `driver.ts <server-url>` per scenario with MCP_CONFORMANCE_SCENARIO set; the driver does what the sidebar
// and its user do (connect, press "Sign in" when asked, call the scenario's tool) and exits non-zero on failure.
// The only stand-ins are the browser and the user: the sign-in's popup is replaced by a redirect follower
// (fetch), and a server's question (elicitation) is answered as a user pressing Accept on the form as it opens.
import { acceptAnswer, startingValues } from '../../app/features/elicitation/formAnswer';
import { clientFeaturesFor } from '../../app/shell/connections';
import { signIn } from '../../app/features/oauth/oauthFlow';
import { StoreOAuthProvider } from '../../app/features/oauth/oauthProvider';
import { createAppStore } from '../../app/shell/store';
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import { ElicitationQueue } from '../../bridge/connections/elicitationQueue';
import { validateArguments } from '../../bridge/schema/validate';
import { CallFailure, type ServerConfig, type ServerTool } from '../../bridge/connections/types';
import { fetchRedirectFollower } from './redirectFollower';
import { memoryStorage, seedPreRegisteredClient } from './driverStore';
import { PRODUCT_VERSION } from '../../bridge/protocol/productVersion';

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
/** The sidebar's origin as the suite's servers see it: https, so it may offer a client ID metadata document. */
const APP_ORIGIN = 'https://conformance-test.local';
const SERVER: ServerConfig = {
  id: 'scenario',
  name: 'Scenario',
  url: '',
  transport: 'streamable-http',
  enabled: true,
  auth: 'oauth',
};

async function main(serverUrl: string): Promise<void> {
  const store = createAppStore(memoryStorage);
  const server: ServerConfig = { ...SERVER, url: serverUrl };
  store.getState().addServer(server);
  let tools: ServerTool[] = [];
  let settle: () => void = () => undefined;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  const inputs = new ElicitationQueue();
  answerAsUser(inputs);
  const manager = new ConnectionManager(
    {
      onStatus: (_id, status) => {
        if (status.state !== 'connecting') settle();
      },
      onTools: (_id, list) => (tools = list),
    },
    {
      clientInfo: { name: 'mcp-multi-bridge-conformance', version: PRODUCT_VERSION },
      callTimeoutMs: 15_000,
      // As app/shell/connections.ts: background connections use stored tokens but never open a window.
      authProviderFor: (config) => new StoreOAuthProvider(store, config.id, undefined, APP_ORIGIN),
      featuresFor: clientFeaturesFor({ store, inputs }),
    },
  );
  const follower = fetchRedirectFollower(APP_ORIGIN);
  const status = () => manager.status(server.id);
  let signIns = 0;
  /** What the user does next on a server that asks for it; false when there is nothing left to do. */
  const userStep = async (): Promise<boolean> => {
    if (seedPreRegisteredClient(store, server.id, process.env['MCP_CONFORMANCE_CONTEXT'])) {
      await manager.reconnect(server.id);
      return true;
    }
    // "Sign in" is offered only while the server asks for it; the user gives up rather than loop.
    if (status().state !== 'auth-needed' || signIns >= MAX_SIGN_INS) return false;
    signIns++;
    let reconnected: Promise<void> = Promise.resolve();
    await signIn(store, server, {
      follower,
      reconnect: (id) => {
        reconnected = manager.reconnect(id);
      },
    });
    await reconnected;
    return true;
  };
  manager.setServers([server]);
  const timeout = setTimeout(settle, CONNECT_TIMEOUT_MS);
  await settled;
  clearTimeout(timeout);
  try {
    while (status().state !== 'connected' && (await userStep()));
    if (status().state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status())}`);
    for (const tool of tools) {
      const args = SCENARIO_CALLS[tool.name];
      if (!args) continue;
      for (;;) {
        try {
          const result = await manager.callTool(server.id, tool.name, args);
          console.log(`${tool.name}: ${JSON.stringify(result.content)}`);
          if (result.isError) throw new Error(`${tool.name} returned an error result`);
          break;
        } catch (error) {
          // A call refused for lack of scope: the user signs in again (for more scope) and retries it.
          if (error instanceof CallFailure && (await userStep())) continue;
          throw error;
        }
      }
    }
  } finally {
    await manager.close();
  }
}

/** The user at the sidebar: Accept on each form as it opens (the schema's defaults filled in); no URL opens. */
function answerAsUser(inputs: ElicitationQueue): void {
  const seen = new Set<string>();
  inputs.subscribe(() => {
    for (const item of inputs.list()) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      const { ask } = item;
      if (ask.mode === 'url') inputs.answer(item.id, { action: 'decline' });
      else
        void acceptAnswer(ask.requestedSchema, startingValues(ask.requestedSchema), validateArguments).then(
          (checked) => inputs.answer(item.id, 'answer' in checked ? checked.answer : { action: 'cancel' }),
        );
    }
  });
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
