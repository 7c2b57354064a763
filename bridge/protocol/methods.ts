// The page <-> hub extension methods as types: method name -> params and, for a request, result. The page's peer
// (embed/runtime/jsonRpcPeer.ts) and the hub (bridge/hub/hubServer.ts, pageSchemas.ts) are typed by these maps,
// so a renamed method or a changed shape fails typecheck on both sides. Types only: nothing here reaches the page
// bundle. The hub still checks every page message against a bounded schema (bridge/hub/pageSchemas.ts).
import type { DeriveParams, DeriveResult, TeachParams, TeachResult } from './adapters';
import type { HUB_METHODS, PAGE_METHODS } from './constants';
import type {
  AdapterHealth,
  AttachFileParams,
  CallPageToolParams,
  InsertTextParams,
  PageActionResult,
  PageInfoParams,
  PageLayoutParams,
  PageToolsParams,
  ReadResultsParams,
  ReadResultsResult,
  ScanCallsParams,
  ScanCallsResult,
} from './types';

/** One method: a request has a result; a notification has none. */
export interface MethodShape {
  params: object;
  result?: unknown;
}
export type MethodMap = Record<string, MethodShape>;

type NoParams = Record<string, never>;

/** Page -> hub notification HUB_METHODS.focusCall: the user clicked the badge of the call with this CallMeta key. */
export interface FocusCallParams {
  key: string;
}

/** Requests the hub sends to the page (sidebar -> page), by PAGE_METHODS key. */
interface PageMethodShapes {
  insertText: { params: InsertTextParams; result: PageActionResult };
  attachFile: { params: AttachFileParams; result: PageActionResult };
  submit: { params: NoParams; result: PageActionResult };
  health: { params: NoParams; result: AdapterHealth };
  /** An MCP CallToolResult; any object crosses, and the hub judges its shape like every tool result's. */
  callPageTool: { params: CallPageToolParams; result: object };
  layout: { params: PageLayoutParams; result: PageActionResult };
  teach: { params: TeachParams; result: TeachResult };
}

/** Requests and notifications the page sends to the hub (page -> sidebar), by HUB_METHODS key. */
interface HubMethodShapes {
  pageInfo: { params: PageInfoParams; result: NoParams };
  scanCalls: { params: ScanCallsParams; result: ScanCallsResult };
  deriveSelectors: { params: DeriveParams; result: DeriveResult };
  readResults: { params: ReadResultsParams; result: ReadResultsResult };
  pageTools: { params: PageToolsParams };
  pageHealth: { params: AdapterHealth };
  focusCall: { params: FocusCallParams };
}

/** Sidebar -> page methods by wire name. */
export type PageMethods = {
  [K in keyof PageMethodShapes as (typeof PAGE_METHODS)[K]]: PageMethodShapes[K];
};
/** Page -> sidebar methods by wire name. */
export type HubMethods = {
  [K in keyof HubMethodShapes as (typeof HUB_METHODS)[K]]: HubMethodShapes[K];
};

/**
 * The methods of a map that are requests (they have a result) and those that are notifications (none). A loose
 * shape with an optional result (MethodMap itself) counts as both, for peers that are not typed.
 */
export type RequestMethod<Map extends MethodMap> = {
  [M in keyof Map]: 'result' extends keyof Map[M] ? M : never;
}[keyof Map] &
  string;
export type NotificationMethod<Map extends MethodMap> = {
  [M in keyof Map]: Map[M] extends { result: unknown } ? never : M;
}[keyof Map] &
  string;
/** A request's result; a notification's handler may return anything (it is dropped). */
export type ResultOf<S extends MethodShape> = 'result' extends keyof S ? S['result'] : unknown;

/** Ties each name to its shape both ways: a method without a name, or a name without a shape, fails here. */
export type MethodNamesFor<Shapes> = { readonly [K in keyof Shapes]: string };
export type PageMethodNames = MethodNamesFor<PageMethodShapes>;
export type HubMethodNames = MethodNamesFor<HubMethodShapes>;
