// The connected page's own (WebMCP) tools as a virtual server named after the page's origin. They stay hidden
// (no listing, no instructions, no calls) until the user enables that page's tools; they start at policy
// "ask"; a server tool always keeps its name, so a page tool that collides gets a `page__` prefix.
import { SCHEMA_LOOKUP_NAME } from '../instructions/schemaLookup';
import type { CallToolResult } from '@modelcontextprotocol/server';
import { PAGE_SERVER_PREFIX, PAGE_SOURCE_META_KEY } from '../protocol/constants';
import type { PageToolDescriptor } from '../protocol/types';
import { formInputSchema } from './formSchema';
import type { HubHost, HubTool, PageTool } from './types';

export const pageServerId = (origin: string): string => `${PAGE_SERVER_PREFIX}${origin}`;
export const isPageTool = (tool: Pick<HubTool, 'serverId'>): boolean =>
  tool.serverId.startsWith(PAGE_SERVER_PREFIX);

/** Descriptors as the page sent them -> tools with a schema (forms get theirs built from their fields). */
export function toPageTools(descriptors: readonly PageToolDescriptor[]): PageTool[] {
  return descriptors.map((d) => {
    const tool: PageTool = {
      name: d.name,
      inputSchema: (d.fields
        ? formInputSchema(d.fields)
        : (d.inputSchema ?? { type: 'object' })) as PageTool['inputSchema'],
      form: d.fields !== undefined,
    };
    if (d.description) tool.description = d.description;
    if (d.annotations) tool.annotations = d.annotations;
    return tool;
  });
}

/** The page's tools as hub tools after the server tools, or none while the user has not enabled them. */
export function pageHubTools(
  host: Pick<HubHost, 'pageToolsEnabled' | 'pageToolPolicy'>,
  origin: string | undefined,
  tools: readonly PageTool[],
  serverTools: readonly HubTool[],
): HubTool[] {
  if (origin === undefined || tools.length === 0 || !host.pageToolsEnabled?.(origin)) return [];
  // The hub's own describe_tools keeps its name, as against server tools (aggregateTools.ts).
  const taken = new Set([SCHEMA_LOOKUP_NAME, ...serverTools.map((t) => t.exposedName)]);
  return tools.map((tool) => {
    let exposedName = taken.has(tool.name) ? `page__${tool.name}` : tool.name;
    for (let n = 2; taken.has(exposedName); n++) exposedName = `page__${tool.name}_${n}`;
    taken.add(exposedName);
    const hubTool: HubTool = {
      exposedName,
      serverId: pageServerId(origin),
      serverName: origin,
      name: tool.name,
      inputSchema: tool.inputSchema,
      policy: host.pageToolPolicy?.(origin, tool.name) ?? 'ask',
    };
    // The AI reads this in the instructions: say where the tool (and its words) come from.
    hubTool.description = `(A tool of the page ${origin}.) ${tool.description ?? ''}`.trim();
    if (tool.annotations !== undefined) hubTool.annotations = tool.annotations;
    return hubTool;
  });
}

/** Marks a page tool's answer, so the chat shows it came from the page (source="page"). */
export function markFromPage(result: CallToolResult): CallToolResult {
  return { ...result, _meta: { ...result._meta, [PAGE_SOURCE_META_KEY]: 'page' } };
}
