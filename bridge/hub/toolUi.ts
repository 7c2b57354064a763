// What a tool's `_meta` says about its MCP App (the `io.modelcontextprotocol/ui` extension): the UI resource
// shown with its calls, and whether only the app may call it. Read here rather than with ext-apps' own helpers
// (getToolUiResourceUri, isToolVisibilityAppOnly), whose module would pull the app host into the hub's chunk;
// toolUi.test.ts checks both agree.

/** The flat key older servers use instead of `_meta.ui.resourceUri` (ext-apps' RESOURCE_URI_META_KEY). */
export const LEGACY_RESOURCE_URI_KEY = 'ui/resourceUri';

interface WithMeta {
  _meta?: Record<string, unknown> | undefined;
}

function uiMeta(tool: WithMeta): Record<string, unknown> | undefined {
  const ui = tool._meta?.['ui'];
  return typeof ui === 'object' && ui !== null ? (ui as Record<string, unknown>) : undefined;
}

/** The tool's `ui://` resource, nested form first; undefined when it declares none or a non-`ui://` one. */
export function toolUiResourceUri(tool: WithMeta): string | undefined {
  const uri = uiMeta(tool)?.['resourceUri'] ?? tool._meta?.[LEGACY_RESOURCE_URI_KEY];
  return typeof uri === 'string' && uri.startsWith('ui://') ? uri : undefined;
}

/** `visibility: ["app"]`: callable by its server's app, never shown to or called by the AI. */
export function isAppOnlyTool(tool: WithMeta): boolean {
  const visibility = uiMeta(tool)?.['visibility'];
  return Array.isArray(visibility) && visibility.includes('app') && !visibility.includes('model');
}
