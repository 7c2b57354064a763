// The texts the page (and so the AI) reads when a call cannot run. Each one says what to do next.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { isRecord } from '../format/isRecord';
import { errorLines } from '../schema/check';
import { propertiesOf, requiredOf } from '../schema/keywords';
import type { ArgumentErrors } from '../schema/validate';
import { isOpaqueOrigin, OPAQUE_ORIGIN_MESSAGE } from './opaqueOrigin';
import type { HubTool } from './types';

export function notGrantedMessage(origin: string): string {
  if (isOpaqueOrigin(origin)) return `MCP Multi Bridge: ${OPAQUE_ORIGIN_MESSAGE}`;
  return `MCP Multi Bridge: this site (${origin}) is not allowed yet. Open the sidebar and click Allow.`;
}

export function unknownToolMessage(name: string, available: string[]): string {
  const list = available.length > 0 ? available.join(', ') : '(none)';
  return `Unknown tool "${name}". Available tools: ${list}`;
}

export function turnedOffMessage(name: string): string {
  return `Tool ${name} is turned off in MCP Multi Bridge`;
}

export const REJECTED_MESSAGE = 'The user rejected this call.';

export const CANCELLED_MESSAGE = 'The user cancelled this call in the sidebar before the tool answered.';

export function failedMessage(name: string, reason: string): string {
  return `Tool ${name} failed: ${reason}`;
}

/** The refusal the AI reads in the chat and the tool form shows: the same text on both paths. */
export function refusalMessage(tool: HubTool, errors: ArgumentErrors): string {
  return invalidArgumentsMessage(tool.exposedName, errorLines(errors), tool.inputSchema);
}

export function invalidArgumentsMessage(name: string, errors: string[], schema: unknown): string {
  const lines = [`Invalid arguments for tool ${name}:`, ...errors.map((error) => `- ${error}`)];
  lines.push(`Expected parameters: ${describeParameters(schema)}`);
  return lines.join('\n');
}

/** One line per parameter: `path (type, required): description`, from the tool's JSON Schema. */
export function describeParameters(schema: unknown): string {
  const properties = isRecord(schema) ? propertiesOf(schema) : [];
  if (properties.length === 0) return 'none';
  const required = isRecord(schema) ? requiredOf(schema) : new Set<string>();
  return properties
    .map(([key, property]) => {
      const type = typeOf(property);
      const flags = [type, required.has(key) ? 'required' : 'optional'].join(', ');
      const description = isRecord(property) ? property['description'] : undefined;
      return typeof description === 'string' && description
        ? `${key} (${flags}): ${description.slice(0, 120)}`
        : `${key} (${flags})`;
    })
    .join('; ');
}

export function textResult(text: string, isError: boolean): CallToolResult {
  return isError
    ? { content: [{ type: 'text', text }], isError: true }
    : { content: [{ type: 'text', text }] };
}

/** The type as the tool declares it, not schemaType's rendering: the refusal quotes the schema's own words. */
function typeOf(property: unknown): string {
  if (!isRecord(property)) return 'any';
  const type = property['type'];
  if (typeof type === 'string') return type;
  if (Array.isArray(type)) return type.filter((t) => typeof t === 'string').join('|');
  if (Array.isArray(property['enum'])) return 'enum';
  return 'any';
}
