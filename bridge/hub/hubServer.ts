// The MCP server one page talks to. Every handler that reveals or runs a tool first checks
// that the user granted the page's origin; the origin comes from the transport, never from the page's words.
import {
  ProtocolError,
  ProtocolErrorCode,
  ResourceNotFoundError,
  Server,
} from '@modelcontextprotocol/server';
import type { RequestOptions, Transport } from '@modelcontextprotocol/server';
import { HUB_METHODS, INSTRUCTIONS_PROMPT, PAGE_EXTENSION, SETTINGS_URI } from '../protocol/constants';
import { ADAPTERS_URI } from '../protocol/adapters';
import { parseResults } from '../format/parseResults';
import { readyScans } from '../format/scanCalls';
import { deriveSelectors } from '../teach/derive';
import type { PageMethods, RequestMethod, ResultOf } from '../protocol/methods';
import type * as z from 'zod/v4';
import { notGrantedError } from './chatGate';
import { isOriginAllowed } from './opaqueOrigin';
import type { CallRunner } from './callRunner';
import { HUB_PARAMS, PAGE_RESULTS } from './pageSchemas';
import type { PageInfoParams, PageToolDescriptor } from '../protocol/types';
import { registerToolHandlers, renderHubInstructions } from './toolHandlers';
import type { HubHost } from './types';
import { PRODUCT_VERSION } from '../protocol/productVersion';

// Optional members allow `undefined`, so IframeChildTransport (whose getter may return undefined) fits.
export type ChildTransport = Transport & {
  onclientorigin?: ((origin: string) => void) | undefined;
  readonly clientOrigin?: string | undefined;
};

export interface HubServerDeps {
  host: HubHost;
  runner: CallRunner;
  keepAliveMs: number;
  /** The page's origin as the transport reports it; undefined until its first message. */
  origin: () => string | undefined;
  /** Resource URIs this page subscribed to. */
  subscriptions: Set<string>;
  /** The page reported its own (WebMCP) tools; a list that breaks the bounds never arrives here. */
  onPageTools?(tools: PageToolDescriptor[]): void;
  /** The page described itself; the hub decides how much of it the sidebar sees before a grant. */
  onPageInfo(info: PageInfoParams): void;
}

const SERVER_INFO = { name: 'mcp-multi-bridge', version: PRODUCT_VERSION };

export function createHubServer(deps: HubServerDeps): Server {
  const { host } = deps;
  const server = new Server(SERVER_INFO, {
    capabilities: {
      tools: { listChanged: true },
      prompts: {},
      resources: { subscribe: true },
      extensions: { [PAGE_EXTENSION]: {} },
    },
  });

  const requireGranted = (): string => {
    const origin = deps.origin();
    if (!isOriginAllowed(host, origin)) throw notGrantedError(origin);
    return origin;
  };

  registerToolHandlers(server, deps, requireGranted);

  server.setRequestHandler('prompts/list', () => {
    requireGranted();
    return {
      prompts: [
        {
          name: INSTRUCTIONS_PROMPT,
          description: 'How to call the MCP tools of MCP Multi Bridge from this chat',
        },
      ],
    };
  });

  server.setRequestHandler('prompts/get', (request) => {
    requireGranted();
    if (request.params.name !== INSTRUCTIONS_PROMPT) {
      throw new ProtocolError(
        ProtocolErrorCode.InvalidParams,
        `Unknown prompt "${request.params.name}". Available prompts: ${INSTRUCTIONS_PROMPT}`,
      );
    }
    const text = renderHubInstructions(host);
    return {
      description: 'MCP Multi Bridge instructions',
      messages: [{ role: 'user', content: { type: 'text', text } }],
    };
  });

  // Settings are not gated: they hold no tool or server data, and the page needs them to behave. Adapters
  // neither: the table is public app data (dist/adapters.json), and the taught entry is only the one for the
  // page's own host (from the transport's origin), selectors the user picked on that very page. An ungranted
  // page needs its adapter to show health, and learns nothing about tools, servers or other sites.
  server.setRequestHandler('resources/list', () => ({
    resources: [
      {
        uri: SETTINGS_URI,
        name: 'settings',
        description: 'MCP Multi Bridge automation settings for the page',
        mimeType: 'application/json',
      },
      {
        uri: ADAPTERS_URI,
        name: 'adapters',
        description: 'The served chat-site adapter table and the adapter taught for this host',
        mimeType: 'application/json',
      },
    ],
  }));
  server.setRequestHandler('resources/read', (request) => {
    const uri = requireKnownUri(request.params.uri);
    const origin = deps.origin();
    const value =
      uri === SETTINGS_URI ? host.settings() : origin === undefined ? {} : (host.adapters?.(origin) ?? {});
    return { contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(value) }] };
  });
  server.setRequestHandler('resources/subscribe', (request) => {
    requireKnownUri(request.params.uri);
    deps.subscriptions.add(request.params.uri);
    return {};
  });
  server.setRequestHandler('resources/unsubscribe', (request) => {
    deps.subscriptions.delete(request.params.uri);
    return {};
  });

  server.setRequestHandler(HUB_METHODS.pageInfo, { params: HUB_PARAMS[HUB_METHODS.pageInfo] }, (params) => {
    if (deps.origin() === undefined)
      throw new ProtocolError(ProtocolErrorCode.InvalidRequest, 'The page origin is not known yet.');
    deps.onPageInfo(params);
    return {};
  });

  // Not gated, like the adapters: the page asks what its own chat's code blocks say and learns nothing else. The
  // parser runs here so the page bundle need not carry it; the page sends only blocks with a call's mark.
  server.setRequestHandler(
    HUB_METHODS.scanCalls,
    { params: HUB_PARAMS[HUB_METHODS.scanCalls] },
    ({ texts }) => ({ scans: texts.map(readyScans) }),
  );

  // Not gated either: the picker asks for selectors from its own summary of its own page; the answer is derived
  // from that alone (bridge/teach), which keeps the derivation out of the page bundle.
  server.setRequestHandler(
    HUB_METHODS.deriveSelectors,
    { params: HUB_PARAMS[HUB_METHODS.deriveSelectors] },
    deriveSelectors,
  );

  // Not gated either: the call ids of the results in a text the user pasted, so the page can offer to attach it.
  server.setRequestHandler(
    HUB_METHODS.readResults,
    { params: HUB_PARAMS[HUB_METHODS.readResults] },
    ({ text }) => ({ callIds: parseResults(text).map((result) => result.callId) }),
  );

  // Health is the page's report about itself: shown to the user, never trusted for a decision.
  server.setNotificationHandler(
    HUB_METHODS.pageHealth,
    { params: HUB_PARAMS[HUB_METHODS.pageHealth] },
    (params) => {
      const origin = deps.origin();
      if (origin !== undefined) host.onPageHealth?.(origin, params);
    },
  );

  // It switches tabs and moves the Run button, so only a granted page may ask; a key that matches no card
  // does nothing.
  server.setNotificationHandler(
    HUB_METHODS.focusCall,
    { params: HUB_PARAMS[HUB_METHODS.focusCall] },
    (params) => {
      if (isOriginAllowed(host, deps.origin())) host.onFocusCall?.(params.key);
    },
  );

  server.setNotificationHandler(
    HUB_METHODS.pageTools,
    { params: HUB_PARAMS[HUB_METHODS.pageTools] },
    (params) => {
      deps.onPageTools?.(params.tools);
    },
  );

  return server;
}

/** Sends a sidebar -> page request; the page's answer is read through its bounded schema (PAGE_RESULTS). */
export function requestPage<M extends RequestMethod<PageMethods>>(
  server: Server,
  method: M,
  params: PageMethods[M]['params'],
  options?: RequestOptions,
): Promise<ResultOf<PageMethods[M]>> {
  const result: z.ZodType<ResultOf<PageMethods[M]>> = PAGE_RESULTS[method];
  return server.request({ method, params: { ...(params as object) } }, result, options);
}

function requireKnownUri(uri: string): string {
  if (uri !== SETTINGS_URI && uri !== ADAPTERS_URI)
    throw new ResourceNotFoundError(
      uri,
      `Unknown resource ${uri}. Available: ${SETTINGS_URI}, ${ADAPTERS_URI}`,
    );
  return uri;
}
