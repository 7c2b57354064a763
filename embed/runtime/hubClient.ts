// The page's MCP client: a few hand-written requests over IframeParentTransport, with our small JSON-RPC peer
// doing the id bookkeeping. The SDK client (with zod) is ~290 KB, too big for a bookmarklet; the hub validates.
import { warn } from '../warn';
import { errorText } from '../../bridge/format/errorText';
import type { ReadyScan } from '../../bridge/format';
import { IframeParentTransport } from '@mcp-b/transports';
import {
  CALL_META_KEY,
  CHANNEL_ID,
  HUB_METHODS,
  PAGE_EXTENSION,
  PAGE_METHODS,
  SETTINGS_URI,
} from '../../bridge/protocol/constants';
import { ADAPTERS_URI, PAGE_RUNTIME_VERSION } from '../../bridge/protocol/adapters';
import type {
  AdaptersResource,
  DeriveParams,
  DeriveResult,
  TeachParams,
  TeachResult,
} from '../../bridge/protocol/adapters';
import type { HubMethods, PageMethods } from '../../bridge/protocol/methods';
import { DEFAULT_PAGE_SETTINGS } from '../../bridge/protocol/settings';
import type {
  AdapterHealth,
  AttachFileParams,
  InsertTextParams,
  PageActionResult,
  PageInfoParams,
  PageLayoutParams,
  PageSettings,
} from '../../bridge/protocol/types';
import type { PageTools } from '../webmcp/pageTools';
import type { EmbedConfig, SidebarTarget } from '../types';
import { isNotGranted } from './callRunner';
import type { CallProgress, ToolCaller } from './callRunner';
import { hostColorScheme } from './colorScheme';
import { reportHealth } from './healthReport';
import { createJsonRpcPeer } from './jsonRpcPeer';
import type { JsonRpcPeer } from './jsonRpcPeer';
import type { McpClientMethods, McpServerMethods } from './mcpMethods';
import { watchSidebar } from './sidebarWatch';
import { PRODUCT_VERSION } from '../../bridge/protocol/productVersion';

/** One the hub's SDK server supports (SUPPORTED_PROTOCOL_VERSIONS). */
export const PROTOCOL_VERSION = '2025-11-25';

/** The MCP handshake of the page's clients: the hub's, and the one of a page's own tab server (WebMCP). */
export async function initialize(
  rpc: JsonRpcPeer<McpClientMethods>,
  name: string,
  capabilities: object,
): Promise<void> {
  await rpc.request('initialize', {
    protocolVersion: PROTOCOL_VERSION,
    capabilities,
    clientInfo: { name, version: PRODUCT_VERSION },
  });
  rpc.notify('notifications/initialized', {});
}

/** What the hub may ask the page to do (PAGE_METHODS). */
export interface PageActions {
  insertText(params: InsertTextParams): Promise<PageActionResult>;
  attachFile(params: AttachFileParams): Promise<PageActionResult>;
  submit(): Promise<PageActionResult>;
  health(): AdapterHealth;
  /** The page's own (WebMCP) tools, reported to the hub and run when it asks. */
  pageTools?: PageTools;
  /** The "Teach this site" picker (embed/teach): resolves when the user saves or leaves. */
  teach?(params: TeachParams): Promise<TeachResult>;
}

export interface HubTool {
  name: string;
  description?: string;
}

export interface HubClient extends ToolCaller {
  /** False while the user has not granted this site in the sidebar ("not allowed yet"). */
  granted(): boolean;
  tools(): readonly HubTool[];
  /** Sends the page's health now if it changed (the adapter was switched), not at the next check. */
  healthChanged(): void;
  /** The finished calls in each text, read by the sidebar's parser; rejects when the connection ends first. */
  scanCalls(texts: string[]): Promise<ReadyScan[][]>;
  /** Selectors derived by the sidebar for the picker; a sidebar that cannot answer derives nothing. */
  deriveSelectors(params: DeriveParams): Promise<DeriveResult>;
  /** The call ids of the results in a pasted text, read by the sidebar. */
  readResults(text: string): Promise<string[]>;
  close(): void;
}

export interface HubHooks {
  onConnectionError?(message: string): void;
  /** The connection ended without us closing it (sidebar stopped, window gone). */
  onClosed?(): void;
  /** The user's sidebar layout from the sidebar's Settings (PAGE_METHODS.layout), for the loader. */
  onLayout?(params: PageLayoutParams): void;
  /** The served adapter table and this host's taught adapter, unchecked: the runtime checks them. */
  onAdapters?(resource: AdaptersResource): void;
}

/** Far more than the full table (about 15 KB): a bigger text is refused before it is parsed. */
const MAX_ADAPTERS_CHARS = 256 * 1024;

const CLOSED = 'The sidebar connection closed.';

export function connectHub(
  config: EmbedConfig,
  target: SidebarTarget,
  actions: PageActions,
  hooks: HubHooks = {},
): HubClient {
  // IframeParentTransport only reads `contentWindow`, so a popup wrapped as { contentWindow } works too.
  const transport = new IframeParentTransport({
    iframe: target as HTMLIFrameElement,
    targetOrigin: config.appOrigin,
    channelId: CHANNEL_ID,
  });
  // Our wire shapes are a subset of the SDK's message type; the peer only builds well-formed ones.
  const rpc = createJsonRpcPeer<HubMethods & McpClientMethods, PageMethods & McpServerMethods>((message) =>
    transport.send(message as Parameters<typeof transport.send>[0]),
  );
  let settings: PageSettings = { ...DEFAULT_PAGE_SETTINGS, ...config.settingsDefaults };
  let tools: HubTool[] = [];
  let granted = false;
  let closedByUs = false;
  const progressHandlers = new Map<string, (p: CallProgress) => void>();
  let nextProgressToken = 0;

  transport.onmessage = (message) => rpc.receive(message);
  const watch = watchSidebar({
    target,
    onSilent: () => hooks.onConnectionError?.('The sidebar did not answer.'),
    onGone: () => void transport.close(),
  });
  transport.onclose = () => {
    watch.stop();
    stopPageTools();
    health.stop();
    rpc.close(CLOSED);
    if (closedByUs) return;
    hooks.onConnectionError?.(CLOSED);
    hooks.onClosed?.();
  };

  rpc.on('ping', () => ({}));
  // Each of these requests is the page action of the same name (teach only where the page has the picker).
  for (const name of ['insertText', 'attachFile', 'submit', 'health', 'teach'] as const)
    if (actions[name]) rpc.on(PAGE_METHODS[name], (params) => actions[name]!(params as never));
  rpc.on(PAGE_METHODS.layout, (params) => {
    hooks.onLayout?.(params);
    return { ok: true };
  });
  const pageTools = actions.pageTools;
  if (pageTools) rpc.on(PAGE_METHODS.callPageTool, (p) => pageTools.call(p.name, p.arguments ?? {}));
  let stopPageTools = () => {};
  let health = { stop() {}, check() {} };
  rpc.on('notifications/progress', (params) => {
    progressHandlers.get(String(params.progressToken))?.(params);
  });
  // A grant in the sidebar arrives as list_changed; settings may have been refused before it, so re-read both.
  rpc.on('notifications/tools/list_changed', () => void refreshAll());
  rpc.on('notifications/resources/updated', (params) => void readers.get(params.uri ?? '')?.());

  const refreshTools = async () => {
    try {
      const result = await rpc.request('tools/list', {});
      tools = (result.tools ?? []).map(({ name, description }) =>
        description ? { name, description } : { name },
      );
      granted = true;
    } catch (error) {
      if (!isNotGranted(error)) throw error;
      tools = [];
      granted = false;
    }
  };

  /** Reads one of the hub's resources and hands on its text; a failed read is logged (bestEffort). */
  const reader = (uri: string, use: (text: string) => void) => () =>
    bestEffort(
      `read ${uri}`,
      rpc.request('resources/read', { uri }).then((result) => use(result.contents?.[0]?.text || '{}')),
    );
  // The resources the page subscribes to, each read again when it changes.
  const readSettings = reader(SETTINGS_URI, (text) => {
    settings = { ...settings, ...(JSON.parse(text) as Partial<PageSettings>) };
  });
  const readAdapters = reader(ADAPTERS_URI, (text) => {
    if (text.length > MAX_ADAPTERS_CHARS) throw new Error('the adapter table is too large');
    hooks.onAdapters?.(JSON.parse(text) as AdaptersResource);
  });
  const readers = new Map([
    [SETTINGS_URI, readSettings],
    [ADAPTERS_URI, readAdapters],
  ]);

  const refreshAll = () => Promise.all([bestEffort('list tools', refreshTools()), readSettings()]);

  const ready = (async () => {
    await transport.start();
    await initialize(rpc, 'mcp-multi-bridge-page', { extensions: { [PAGE_EXTENSION]: {} } });
    watch.answered();
    const info: PageInfoParams = {
      adapter: actions.health().adapter,
      title: document.title,
      runtime: PAGE_RUNTIME_VERSION,
    };
    if (config.suggestedServers) info.suggestedServers = config.suggestedServers;
    if (config.settingsDefaults) info.settingsDefaults = config.settingsDefaults;
    const colorScheme = hostColorScheme();
    if (colorScheme) info.colorScheme = colorScheme;
    await rpc.request(HUB_METHODS.pageInfo, info);
    if (!closedByUs)
      health = reportHealth(
        () => actions.health(),
        (h) => rpc.notify(HUB_METHODS.pageHealth, h),
      );
    if (pageTools) {
      const report = () => rpc.notify(HUB_METHODS.pageTools, { tools: pageTools.tools() });
      stopPageTools = pageTools.onChange(report);
      report();
    }
    // Subscribed before reading, so a change between the read and the subscription is not missed.
    await Promise.all(
      [...readers.keys()].map((uri) =>
        bestEffort(`subscribe to ${uri}`, rpc.request('resources/subscribe', { uri })),
      ),
    );
    // Adapters are not gated (hubServer.ts): read them before a grant, so the page finds its parts at once.
    await Promise.all([refreshAll(), readAdapters()]);
  })();
  ready.catch((error: unknown) => {
    // A closed transport was reported by onclose already.
    if (!closedByUs && errorText(error) !== CLOSED)
      hooks.onConnectionError?.(`Could not connect to the sidebar: ${errorText(error)}`);
  });

  return {
    settings: () => settings,
    tools: () => tools,
    granted: () => granted,
    healthChanged: () => health.check(),
    async callTool(name, args, meta, onProgress) {
      // Calls wait for the handshake; the page-info and listing steps may fail without blocking them.
      await ready.catch(() => undefined);
      const progressToken = `page-${++nextProgressToken}`;
      if (onProgress) progressHandlers.set(progressToken, onProgress);
      try {
        // No client-side timeout: the hub may hold the call for minutes while the user decides.
        return await rpc.request('tools/call', {
          name,
          arguments: args,
          _meta: { [CALL_META_KEY]: meta, progressToken },
        });
      } catch (error) {
        if (isNotGranted(error)) granted = false;
        throw error;
      } finally {
        progressHandlers.delete(progressToken);
      }
    },
    async scanCalls(texts) {
      await ready.catch(() => undefined);
      return (await rpc.request(HUB_METHODS.scanCalls, { texts })).scans;
    },
    deriveSelectors: (params) => rpc.request(HUB_METHODS.deriveSelectors, params).catch(() => ({})),
    readResults: async (text) => (await rpc.request(HUB_METHODS.readResults, { text })).callIds,
    focusCall: (key) => rpc.notify(HUB_METHODS.focusCall, { key }),
    close() {
      closedByUs = true;
      watch.stop();
      health.stop();
      void transport.close();
    },
  };
}

/** Steps after the handshake must not break the connection; a refused step is logged and retried later. */
async function bestEffort(what: string, step: PromiseLike<unknown>): Promise<void> {
  try {
    await step;
  } catch (error) {
    if (!isNotGranted(error)) warn(`Could not ${what}: ${errorText(error)}`);
  }
}
