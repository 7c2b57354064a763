// The standard MCP methods the page's client uses, typed as the page reads them (the slice of each result it
// needs). Types only. The hub serves these with the SDK's own schemas; the extension methods are in
// bridge/protocol/methods.ts.
import type { CallMeta } from '../../bridge/protocol/types';
import type { CallProgress, ToolResult } from './callRunner';
import type { HubTool } from './hubClient';

type NoParams = Record<string, never>;

/** Page -> hub. */
export type McpClientMethods = {
  initialize: {
    params: {
      protocolVersion: string;
      capabilities: object;
      clientInfo: { name: string; version: string };
    };
    result: object;
  };
  'notifications/initialized': { params: NoParams };
  'tools/list': { params: NoParams; result: { tools?: HubTool[] } };
  'tools/call': {
    params: {
      name: string;
      arguments: Record<string, unknown>;
      _meta: { [key: string]: CallMeta | string };
    };
    result: ToolResult;
  };
  'resources/read': { params: { uri: string }; result: { contents?: { text?: string }[] } };
  'resources/subscribe': { params: { uri: string }; result: object };
};

/** Hub -> page. */
export type McpServerMethods = {
  ping: { params: object; result: object };
  'notifications/progress': { params: { progressToken: string | number } & CallProgress };
  'notifications/tools/list_changed': { params: object };
  'notifications/resources/updated': { params: { uri?: string } };
};
