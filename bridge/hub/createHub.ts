// The hub: the sidebar's MCP server for the chat page. It serves one page transport at a time,
// gates and runs calls through the CallRunner, and lets the sidebar UI act on the page.
import type { Server } from '@modelcontextprotocol/server';
import type {
  AdapterHealth,
  AttachFileParams,
  InsertTextParams,
  PageActionResult,
  PageLayoutParams,
} from '../protocol/types';
import { PAGE_METHODS, SETTINGS_URI } from '../protocol/constants';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { isPageTool, markFromPage, pageHubTools, pageServerId, toPageTools } from './pageTools';
import { PageToolResultSchema } from './pageToolSchemas';
import { invalidArgumentsMessage, notGrantedMessage, unknownToolMessage } from './callMessages';
import { CallRunner, snapshot } from './callRunner';
import { isOriginAllowed } from './opaqueOrigin';
import { createHubServer } from './hubServer';
import { checkArguments, renderHubInstructions } from './toolHandlers';
import type { ChildTransport } from './hubServer';
import {
  AdapterHealthSchema,
  PageActionResultSchema,
  toAdapterHealth,
  toPageActionResult,
} from './pageSchemas';
import type { CallRecord, HubHost, HubTool, PageTool } from './types';
import type { PageInfoParams, PageToolDescriptor } from '../protocol/types';
import { infoBeforeGrant } from './pageInfoGate';

export type { ChildTransport } from './hubServer';

export interface Hub {
  /** Serve one page; the origin comes from the transport's onclientorigin. Replaces (closes) the previous page. */
  connect(transport: ChildTransport): Promise<void>;
  /** Sends notifications/tools/list_changed to the page. */
  notifyToolsChanged(): void;
  /** A grant changed: the sidebar now sees all of the page's info, or again only what the prompt needs. */
  notifyGrantsChanged(): void;
  /** Sends notifications/resources/updated for SETTINGS_URI if the page subscribed. */
  notifySettingsChanged(): void;
  page: {
    insertText(p: InsertTextParams): Promise<PageActionResult>;
    attachFile(p: AttachFileParams): Promise<PageActionResult>;
    submit(): Promise<PageActionResult>;
    health(): Promise<AdapterHealth>;
    /** The user's sidebar layout for the loader; not gated: it tells the page nothing about tools. */
    layout(p: PageLayoutParams): Promise<PageActionResult>;
  };
  instructions(): string;
  runManual(exposedName: string, args: Record<string, unknown>): Promise<CallRecord>;
  retry(callRecordId: string): Promise<CallRecord>;
  connectedOrigin(): string | undefined;
  close(): Promise<void>;
}

export interface HubOptions {
  /** How long a running tool may take before the call fails (default 5 minutes). */
  callTimeoutMs?: number;
  /** Heartbeat for a page request that waits for approval or a slow tool (default 10 s). */
  keepAliveMs?: number;
}

interface PageConnection {
  server: Server;
  /** The transport's live value wins; the last reported one covers transports without the getter. */
  origin: () => string | undefined;
  subscriptions: Set<string>;
  /** The page's own (WebMCP) tools, as it last reported them. */
  pageTools: PageTool[];
  /** What the page said about itself (pageInfo), in full; the host sees all of it only once granted. */
  info?: PageInfoParams;
}

export function createHub(outerHost: HubHost, options: HubOptions = {}): Hub {
  const callTimeoutMs = options.callTimeoutMs ?? 300_000;
  const keepAliveMs = options.keepAliveMs ?? 10_000;
  let current: PageConnection | undefined;
  // Everything in the hub sees the servers' tools plus the connected page's own, once the user enabled them.
  const tools = (): HubTool[] => {
    const serverTools = outerHost.tools();
    const page = current;
    return [...serverTools, ...pageHubTools(outerHost, page?.origin(), page?.pageTools ?? [], serverTools)];
  };
  const execute: HubHost['execute'] = (tool, args, signal, onProgress) =>
    isPageTool(tool) ? runPageTool(tool, args, signal) : outerHost.execute(tool, args, signal, onProgress);
  const host: HubHost = Object.assign(Object.create(outerHost) as HubHost, { tools, execute });
  const runner = new CallRunner(host, callTimeoutMs);

  async function connect(transport: ChildTransport): Promise<void> {
    const previous = current;
    current = undefined;
    if (previous) await previous.server.close().catch(() => undefined);

    let reported = transport.clientOrigin;
    const origin = () => transport.clientOrigin ?? reported;
    const subscriptions = new Set<string>();
    const onPageTools = (descriptors: PageToolDescriptor[]) => {
      const pageOrigin = origin();
      if (pageOrigin === undefined) return;
      connection.pageTools = toPageTools(descriptors);
      outerHost.onPageTools?.(pageOrigin, connection.pageTools);
      if (current === connection && outerHost.pageToolsEnabled?.(pageOrigin))
        notify((s) => s.sendToolListChanged());
    };
    const onPageInfo = (info: PageInfoParams) => {
      connection.info = info;
      showPageInfo(connection);
    };
    const server = createHubServer({
      host,
      runner,
      keepAliveMs,
      origin,
      subscriptions,
      onPageTools,
      onPageInfo,
    });
    const connection: PageConnection = { server, origin, subscriptions, pageTools: [] };
    const forward = transport.onclientorigin;
    transport.onclientorigin = (newOrigin: string) => {
      forward?.(newOrigin);
      reported = newOrigin;
      host.onPageConnected(newOrigin);
    };
    server.onclose = () => {
      if (current === connection) current = undefined;
    };
    current = connection;
    await server.connect(transport);
    if (reported !== undefined) host.onPageConnected(reported);
  }

  function showPageInfo(connection: PageConnection): void {
    const origin = connection.origin();
    if (origin === undefined || connection.info === undefined) return;
    const info = isOriginAllowed(host, origin) ? connection.info : infoBeforeGrant(connection.info);
    host.onPageConnected(origin, info);
  }

  /** The page for a sidebar -> page request; it only hears from us once the user allowed its origin. */
  function pageFor(gated: boolean): PageConnection {
    const connection = current;
    if (!connection)
      throw new Error('No chat page is connected to MCP Multi Bridge. Open the sidebar from the chat page.');
    const origin = connection.origin();
    if (gated && !isOriginAllowed(host, origin))
      throw new Error(notGrantedMessage(origin ?? 'unknown origin'));
    return connection;
  }

  /** Runs a page tool in the page it came from, and only while that page's tools are still enabled. */
  async function runPageTool(
    tool: HubTool,
    args: Record<string, unknown>,
    signal: AbortSignal,
  ): Promise<CallToolResult> {
    const { server, origin } = pageFor(true);
    const pageOrigin = origin();
    if (pageOrigin === undefined || tool.serverId !== pageServerId(pageOrigin))
      throw new Error(`The page ${tool.serverName} is no longer connected; its tools run only in that page.`);
    if (!outerHost.pageToolsEnabled?.(pageOrigin))
      throw new Error(`The tools of ${pageOrigin} are turned off in the sidebar.`);
    const result = await server.request(
      { method: PAGE_METHODS.callPageTool, params: { name: tool.name, arguments: args } },
      PageToolResultSchema,
      { signal, timeout: callTimeoutMs },
    );
    return markFromPage(result as CallToolResult);
  }

  async function pageAction(
    method: string,
    params: Record<string, unknown>,
    gated = true,
  ): Promise<PageActionResult> {
    const { server } = pageFor(gated);
    return toPageActionResult(await server.request({ method, params }, PageActionResultSchema));
  }

  function notify(send: (server: Server) => Promise<void>): void {
    const connection = current;
    if (!connection) return;
    send(connection.server).catch(() => {
      // The page is gone; it lists again when it reconnects.
    });
  }

  return {
    connect,
    notifyToolsChanged: () => notify((server) => server.sendToolListChanged()),
    notifyGrantsChanged: () => {
      if (current) showPageInfo(current);
    },
    notifySettingsChanged: () => {
      if (current?.subscriptions.has(SETTINGS_URI))
        notify((server) => server.sendResourceUpdated({ uri: SETTINGS_URI }));
    },
    page: {
      insertText: (p) => pageAction(PAGE_METHODS.insertText, { ...p }),
      attachFile: (p) => pageAction(PAGE_METHODS.attachFile, { ...p }),
      submit: () => pageAction(PAGE_METHODS.submit, {}),
      layout: (p) => pageAction(PAGE_METHODS.layout, { ...p }, false),
      async health() {
        const { server } = pageFor(false);
        return toAdapterHealth(
          await server.request({ method: PAGE_METHODS.health, params: {} }, AdapterHealthSchema),
        );
      },
    },
    instructions: () => renderHubInstructions(host),
    async runManual(exposedName, args) {
      const tools = host.tools();
      const tool = tools.find((candidate) => candidate.exposedName === exposedName);
      if (!tool)
        throw new Error(
          unknownToolMessage(
            exposedName,
            tools.map((t) => t.exposedName),
          ),
        );
      const coerced = checkArguments(tool, args);
      if (coerced.errors.length > 0)
        throw new Error(invalidArgumentsMessage(exposedName, coerced.errors, tool.inputSchema));
      // A run from the sidebar is the user's own click: no approval step, and "off" only hides a tool from chats.
      const entry = runner.start({ source: 'manual', tool, args: coerced.args, needsApproval: false });
      await entry.outcome;
      return snapshot(entry.record);
    },
    retry: (callRecordId) =>
      runner.retry(callRecordId, (entry) =>
        host.tools().find((t) => t.serverId === entry.tool.serverId && t.name === entry.tool.name),
      ),
    connectedOrigin: () => current?.origin(),
    async close() {
      runner.abortAll('MCP Multi Bridge closed before the call finished.');
      const connection = current;
      current = undefined;
      if (connection) await connection.server.close().catch(() => undefined);
    },
  };
}
