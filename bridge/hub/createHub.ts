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
import { ADAPTERS_URI } from '../protocol/adapters';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { isPageTool, markFromPage, pageHubTools, pageServerId, toPageTools } from './pageTools';
import { notGrantedMessage, refusalMessage } from './callMessages';
import { hasErrors } from '../schema/check';
import { CallRunner, snapshot } from './callRunner';
import { isOriginAllowed } from './opaqueOrigin';
import { createHubServer, requestPage } from './hubServer';
import type { ChildTransport } from './hubServer';
import type { PageMethods, RequestMethod, ResultOf } from '../protocol/methods';
import type { ArgumentValidator } from '../schema/validate';
import type { CallRecord, HubHost, HubTool, ManualRun, PageTool, ToolRef } from './types';
import { loadValidator, validateArguments } from '../schema/validate';
import type { PageInfoParams, PageToolDescriptor } from '../protocol/types';
import { infoBeforeGrant } from './pageInfoGate';
import { answerSchemaLookup, isSchemaLookup, schemaLookupHubTool } from './schemaLookupTool';
import { runAppCall } from './appCalls';
import { createTeacher } from './teachRequest';
import type { TeachParams, TeachResult } from '../protocol/adapters';

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
  /** Sends notifications/resources/updated for ADAPTERS_URI if the page subscribed (table loaded, site taught). */
  notifyAdaptersChanged(): void;
  page: {
    insertText(p: InsertTextParams): Promise<PageActionResult>;
    attachFile(p: AttachFileParams): Promise<PageActionResult>;
    submit(): Promise<PageActionResult>;
    health(): Promise<AdapterHealth>;
    /** The user's sidebar layout for the loader; not gated: it tells the page nothing about tools. */
    layout(p: PageLayoutParams): Promise<PageActionResult>;
  };
  /**
   * Shows the page's picker for these parts and waits (up to 10 minutes) for the user. Never rejects: a second
   * teach while one is open, a page gone or a malformed answer come back as `{ ok: false, error }`.
   */
  teach(params: TeachParams): Promise<TeachResult>;
  /**
   * Runs a tool by hand (Run in the tool form). Checked like a chat call; the click is its approval, so it
   * skips the policy and the turn's budget. Resolves once the arguments passed, or with why they did not.
   */
  runManual(tool: ToolRef, args: Record<string, unknown>): Promise<ManualRun>;
  /**
   * Runs a failed or rejected call again on its card, without asking (the Retry click); refuses one marked not
   * retryable (it may have run). `stored` is the store's card, for a call this hub does not know (an earlier session).
   */
  retry(callRecordId: string, stored?: CallRecord): Promise<CallRecord>;
  /**
   * Runs a tool an MCP App asked for (bridge/hub/appCalls.ts): only a tool of the app's own server, through the
   * same pipeline as a chat call, under the tool's policy (it may wait for Run). Resolves with the tool's result.
   */
  runFromApp(serverId: string, name: string, args: Record<string, unknown>): Promise<CallToolResult>;
  /** Stops an open call of this hub (Cancel); the server gets notifications/cancelled. False if not open here. */
  cancel(callRecordId: string): boolean;
  /** Whether this hub has the call open, so this window can cancel it. */
  isOpen(callRecordId: string): boolean;
  connectedOrigin(): string | undefined;
  close(): Promise<void>;
}

export interface HubOptions {
  /** How long a running tool may take before the call fails (default 5 minutes). */
  callTimeoutMs?: number;
  /** Heartbeat for a page request that waits for approval or a slow tool (default 10 s). */
  keepAliveMs?: number;
  /**
   * Checks every run's coerced arguments. Default: validateArguments (ajv) in this thread; the app passes the
   * same function run in a worker, because its CSP forbids the code ajv generates.
   */
  validate?: ArgumentValidator;
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
  // The hub's describe_tools comes first, as on-demand instructions list it; it stays callable in every detail
  // (a chat may hold older on-demand instructions), and tools/list offers it only in on-demand mode.
  const tools = (): HubTool[] => {
    const serverTools = outerHost.tools();
    const page = current;
    const listed = [
      ...serverTools,
      ...pageHubTools(outerHost, page?.origin(), page?.pageTools ?? [], serverTools),
    ];
    return listed.length > 0 ? [schemaLookupHubTool(), ...listed] : listed;
  };
  const execute: HubHost['execute'] = (tool, args, signal, onProgress) => {
    if (isSchemaLookup(tool)) return Promise.resolve(answerSchemaLookup(tools(), args));
    if (isPageTool(tool)) return runPageTool(tool, args, signal);
    return outerHost.execute(tool, args, signal, onProgress);
  };
  const host: HubHost = Object.assign(Object.create(outerHost) as HubHost, { tools, execute });
  const runner = new CallRunner(host, { callTimeoutMs, validate: options.validate ?? defaultValidate() });
  /** The tool as the hub offers it now (tools "off" for chats included), by its server's own name. */
  const findTool = (ref: ToolRef) =>
    host.tools().find((t) => t.serverId === ref.serverId && t.name === ref.name);

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
    const result = await requestPage(
      server,
      PAGE_METHODS.callPageTool,
      { name: tool.name, arguments: args },
      { signal, timeout: callTimeoutMs },
    );
    return markFromPage(result as CallToolResult);
  }

  async function pageRequest<M extends RequestMethod<PageMethods>>(
    method: M,
    params: PageMethods[M]['params'],
    gated = true,
  ): Promise<ResultOf<PageMethods[M]>> {
    return requestPage(pageFor(gated).server, method, params);
  }

  // Not gated: it shows the page's own picker and tells it nothing about tools; what it returns is saved for
  // the origin the transport reported, never for one the page names.
  const teach = createTeacher(() => pageFor(false).server);

  function notifyUpdated(uri: string): void {
    if (current?.subscriptions.has(uri)) notify((server) => server.sendResourceUpdated({ uri }));
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
    notifySettingsChanged: () => notifyUpdated(SETTINGS_URI),
    notifyAdaptersChanged: () => notifyUpdated(ADAPTERS_URI),
    page: {
      insertText: (p) => pageRequest(PAGE_METHODS.insertText, p),
      attachFile: (p) => pageRequest(PAGE_METHODS.attachFile, p),
      submit: () => pageRequest(PAGE_METHODS.submit, {}),
      layout: (p) => pageRequest(PAGE_METHODS.layout, p, false),
      health: () => pageRequest(PAGE_METHODS.health, {}, false),
    },
    teach,
    async runManual(ref, args) {
      const tool = findTool(ref);
      if (!tool) throw new Error(`Tool ${ref.name} is no longer available; reconnect its server first.`);
      // "off" only hides a tool from chats; a grant is needed only by page tools, which run in the page.
      const entry = runner.start({ source: 'manual', tool, args });
      const errors = await entry.checked;
      if (hasErrors(errors)) return { started: false, errors, message: refusalMessage(tool, errors) };
      return {
        started: true,
        callId: entry.record.id,
        done: entry.outcome.then(() => snapshot(entry.record)),
      };
    },
    retry: (callRecordId, stored) =>
      runner.retry(
        callRecordId,
        (record) =>
          record.serverId !== undefined && record.toolName !== undefined
            ? findTool({ serverId: record.serverId, name: record.toolName })
            : undefined,
        stored,
      ),
    runFromApp: (serverId, name, args) => runAppCall(runner, findTool, serverId, name, args),
    cancel: (callRecordId) => runner.cancel(callRecordId),
    isOpen: (callRecordId) => runner.isOpen(callRecordId),
    connectedOrigin: () => current?.origin(),
    async close() {
      runner.abortAll('MCP Multi Bridge closed before the call finished.');
      const connection = current;
      current = undefined;
      if (connection) await connection.server.close().catch(() => undefined);
    },
  };
}

/** ajv in this thread; loading starts now, so the first call does not wait for it. */
function defaultValidate(): ArgumentValidator {
  loadValidator().catch(() => {
    // The first check loads it again, and its refusal says why it failed.
  });
  return (schema, args) => validateArguments(schema, args);
}
