// The one call example in the instructions, built from a real tool so the AI sees real names. No spaces in the
// JSON: the parser takes either, and the example is paid for on every turn.
import { isRecord } from '../format/isRecord';
import { typesOf } from '../schema/keywords';
import { resolveRef } from '../schema/ref';
import { toolParameters, type InstructionTool } from './toolList';

/** `values` replaces the sample values, e.g. a real tool name for the describe_tools example. */
export function exampleCall(tool: InstructionTool | undefined, values: Record<string, unknown> = {}): string {
  const name = tool?.name ?? 'tool_name';
  const params = toolParameters(tool);
  const shown = params.filter((param) => !param.optional).slice(0, 2);
  if (shown.length === 0 && params[0] !== undefined) shown.push(params[0]);
  const json = (v: unknown) => JSON.stringify(v) ?? 'null';
  return [
    '```jsonl',
    `{"type":"function_call_start","name":${json(name)},"call_id":1}`,
    '{"type":"description","text":"What this call does"}',
    ...shown.map(({ key, schema }) => {
      const value = Object.hasOwn(values, key)
        ? values[key]
        : sampleValue(resolveRef(schema, tool?.inputSchema));
      return `{"type":"parameter","key":${json(key)},"value":${json(value)}}`;
    }),
    '{"type":"function_call_end","call_id":1}',
    '```',
  ].join('\n');
}

function sampleValue(schema: unknown): unknown {
  if (!isRecord(schema)) return 'value';
  if (Object.hasOwn(schema, 'default')) return schema['default'];
  if (Array.isArray(schema['enum']) && schema['enum'].length > 0) return schema['enum'][0];
  if (Array.isArray(schema['examples']) && schema['examples'].length > 0) return schema['examples'][0];
  switch (typesOf(schema)[0]) {
    case 'number':
    case 'integer':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return '...';
  }
}
