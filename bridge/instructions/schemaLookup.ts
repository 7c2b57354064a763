// The built-in describe_tools: in on-demand mode the instructions name each tool and its parameters, and the AI
// calls this (in the same call format) for the types and details before a first call to a tool. The hub answers
// it from its own tool list; it is never sent to a server. One definition for the text and the hub.
import { renderTool, type InstructionTool } from './toolList';

export const SCHEMA_LOOKUP_NAME = 'describe_tools';

export const schemaLookupTool: InstructionTool = {
  name: SCHEMA_LOOKUP_NAME,
  description: 'Parameter types of the named tools.',
  inputSchema: {
    type: 'object',
    properties: {
      names: { type: 'array', items: { type: 'string' }, minItems: 1, maxItems: 20 },
    },
    required: ['names'],
    additionalProperties: false,
  },
};

export interface SchemaLookupAnswer {
  text: string;
  /** True when no name matched a tool: the AI hears it as a failed call and can correct itself. */
  isError: boolean;
}

/**
 * The full signature (types, required flags, defaults, parameter notes) of each named tool the chat can call,
 * in the instructions' own notation, so an answer costs about what full mode spends on that tool.
 */
export function describeTools(
  tools: readonly InstructionTool[],
  names: readonly string[],
): SchemaLookupAnswer {
  const wanted = [...new Set(names.map((name) => name.trim()))];
  const found = wanted.flatMap((name) => tools.filter((tool) => tool.name === name));
  const unknown = wanted.filter((name) => !tools.some((tool) => tool.name === name));
  const lines = found.map((tool) => renderTool(tool, 'full'));
  if (unknown.length > 0)
    lines.push(
      `No tool named ${unknown.map((name) => JSON.stringify(name)).join(', ')}; use the names listed.`,
    );
  return { text: lines.join('\n'), isError: found.length === 0 };
}
