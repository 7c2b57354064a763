// Bounds for what a page says about its own (WebMCP) tools and what they return. The page is untrusted: a
// tool list that breaks a bound is dropped as a whole rather than half-used.
import * as z from 'zod/v4';
import type { PageToolDescriptor } from '../protocol/types';

const text = (max: number) => z.string().max(max);
/** Tool names the AI can write in the call format. */
const toolName = z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/);
const MAX_SCHEMA_CHARS = 20_000;

const FieldSchema = z.object({
  name: text(200).min(1),
  type: text(40),
  required: z.boolean().optional(),
  title: text(200).optional(),
  description: text(1000).optional(),
  options: z.array(text(500)).max(200).optional(),
});

const DescriptorSchema = z.object({
  name: toolName,
  description: text(4000).optional(),
  inputSchema: z
    .record(z.string(), z.unknown())
    .refine((schema) => JSON.stringify(schema).length <= MAX_SCHEMA_CHARS, 'input schema too large')
    .optional(),
  annotations: z
    .object({ readOnlyHint: z.boolean().optional(), destructiveHint: z.boolean().optional() })
    .optional(),
  fields: z.array(FieldSchema).max(100).optional(),
});

export const PageToolsParamsSchema = z.object({ tools: z.array(DescriptorSchema).max(64) });

const MAX_RESULT_BLOCKS = 100;

/**
 * What the page answers to callPageTool: any object with at most 100 content blocks. Its shape is then
 * judged by checkToolResult (the SDK's result schema), like every result, so a malformed one is stored
 * as an error result that says what is wrong instead of failing here with a bare parse error.
 */
export const PageToolResultSchema = z
  .record(z.string(), z.unknown())
  .refine(
    (result) => !Array.isArray(result['content']) || result['content'].length <= MAX_RESULT_BLOCKS,
    `more than ${MAX_RESULT_BLOCKS} content blocks`,
  );

/** Keeps the first tool of each name; the JSON round trip drops undefined members (exact optional properties). */
export function toDescriptors(params: z.infer<typeof PageToolsParamsSchema>): PageToolDescriptor[] {
  const seen = new Set<string>();
  const unique = params.tools.filter((tool) => !seen.has(tool.name) && seen.add(tool.name));
  return JSON.parse(JSON.stringify(unique)) as PageToolDescriptor[];
}
