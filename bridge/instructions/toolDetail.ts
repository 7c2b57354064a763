// How much of each tool the instructions spell out. "on-demand" (the default) lists names, parameter names and a
// short summary, and the AI asks the hub's describe_tools for the rest before a first call: large tool sets
// cost a fraction of their JSON. "compact" and "full" put every type in the text up front.
export const TOOL_DETAILS = ['on-demand', 'compact', 'full'] as const;
export type ToolDetail = (typeof TOOL_DETAILS)[number];
export const DEFAULT_TOOL_DETAIL: ToolDetail = 'on-demand';

export function isToolDetail(value: unknown): value is ToolDetail {
  return typeof value === 'string' && (TOOL_DETAILS as readonly string[]).includes(value);
}
