// The sidebar shows MCP Apps (app/features/mcpApps): every server's client says so at initialize, as the extension
// asks, so a server that offers a text-only tool to hosts without apps gives us its app-enhanced one.
import type { ClientFeatures } from './clientFeatures';

export const MCP_APPS_EXTENSION = 'io.modelcontextprotocol/ui';
export const MCP_APP_MIME_TYPE = 'text/html;profile=mcp-app';

export const mcpAppsFeature: ClientFeatures = {
  capabilities: { extensions: { [MCP_APPS_EXTENSION]: { mimeTypes: [MCP_APP_MIME_TYPE] } } },
  attach: () => undefined,
};
