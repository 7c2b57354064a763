// The conformance suite's client: the sidebar's own ConnectionManager against one scenario's server.
// The suite runs `driver.ts <server-url>` per scenario with MCP_CONFORMANCE_SCENARIO set; the driver does
// what the sidebar does (connect, list tools, call the scenario's tool) and exits non-zero on failure.
import { ConnectionManager } from '../../bridge/connections/connectionManager';
import type { ServerStatus, ServerTool } from '../../bridge/connections/types';

/** The tool each scenario expects a client to call, with the arguments it checks. */
const SCENARIO_CALLS: Record<string, Record<string, unknown>> = {
  add_numbers: { a: 5, b: 3 },
  test_reconnection: {},
  test_client_elicitation_defaults: {},
};

const CONNECT_TIMEOUT_MS = 20_000;

async function main(serverUrl: string): Promise<void> {
  let settle: (status: ServerStatus) => void = () => undefined;
  const settled = new Promise<ServerStatus>((resolve) => (settle = resolve));
  let tools: ServerTool[] = [];
  const manager = new ConnectionManager(
    {
      onStatus: (_id, status) => {
        if (status.state !== 'connecting') settle(status);
      },
      onTools: (_id, list) => (tools = list),
    },
    { clientInfo: { name: 'mcp-multi-bridge-conformance', version: '0.1.0' }, callTimeoutMs: 15_000 },
  );
  manager.setServers([
    { id: 'scenario', name: 'Scenario', url: serverUrl, transport: 'streamable-http', enabled: true },
  ]);
  const timeout = setTimeout(
    () => settle({ state: 'error', message: 'no answer to initialize' }),
    CONNECT_TIMEOUT_MS,
  );
  const status = await settled;
  clearTimeout(timeout);
  try {
    if (status.state !== 'connected') throw new Error(`not connected: ${JSON.stringify(status)}`);
    for (const tool of tools) {
      const args = SCENARIO_CALLS[tool.name];
      if (!args) continue;
      const result = await manager.callTool('scenario', tool.name, args);
      console.log(`${tool.name}: ${JSON.stringify(result.content)}`);
      if (result.isError) throw new Error(`${tool.name} returned an error result`);
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
