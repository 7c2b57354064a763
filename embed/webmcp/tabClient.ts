// A tiny MCP client for pages that serve their tools over MCP-B's TabServerTransport (the @mcp-b/global
// polyfill). Same envelope as @mcp-b/transports, but only ever with this window and its own origin: the
// polyfill answers to '*' by default, and its tools are as untrusted as the page. Our JSON-RPC peer instead
// of the SDK keeps the page bundle small.
import type { PageToolDescriptor } from '../../bridge/protocol/types';
import { createJsonRpcPeer } from '../runtime/jsonRpcPeer';
import { listen } from '../runtime/listen';
import { initialize } from '../runtime/hubClient';
import type { PageToolResult, PageToolSource } from './source';

interface Envelope {
  channel?: unknown;
  type?: unknown;
  direction?: unknown;
  payload?: unknown;
}

export function tabClient(channel: string, onChange: () => void): PageToolSource {
  const post = (payload: unknown) =>
    // '/' targets this document's own origin only.
    window.postMessage({ channel, type: 'mcp', direction: 'client-to-server', payload }, '/');
  const rpc = createJsonRpcPeer(async (message) => post(message));
  let tools: PageToolDescriptor[] = [];
  let connected = false;

  const list = async () => {
    const result = (await rpc.request('tools/list', {})) as { tools?: PageToolDescriptor[] };
    tools = Array.isArray(result.tools) ? result.tools : [];
    onChange();
  };
  const connect = async () => {
    connected = true;
    await initialize(rpc, 'mcp-multi-bridge-page-tools', {});
    await list();
  };
  rpc.on('notifications/tools/list_changed', () => list());

  const onMessage = (event: MessageEvent<Envelope>) => {
    const data = event.data as Envelope | null;
    if (event.source !== window || event.origin !== location.origin || data?.channel !== channel) return;
    if (data.type !== 'mcp' || data.direction !== 'server-to-client') return;
    if (data.payload === 'mcp-server-ready') {
      if (!connected) connect().catch(() => (connected = false));
    } else if (data.payload === 'mcp-server-stopped') {
      connected = false;
      tools = [];
      onChange();
    } else rpc.receive(data.payload);
  };
  const unlisten = listen(window, 'message', onMessage);
  post('mcp-check-ready');

  return {
    tools: () => tools,
    stop() {
      unlisten();
      rpc.close('The page runtime stopped.');
    },
    call: async (name, args) =>
      (await rpc.request('tools/call', { name, arguments: args })) as PageToolResult,
  };
}
