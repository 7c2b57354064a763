// The tool list of the instructions: one TypeScript-like signature per tool, much shorter than the
// JSON Schemas it comes from, plus one indented line per described parameter (full), or names only (brief).
import { isRecord } from '../format/isRecord';
import { propertiesOf, requiredOf } from '../schema/keywords';
import { resolveRef } from '../schema/ref';
import { schemaType } from '../schema/typeText';
import type { ToolDetail } from './toolDetail';

export interface InstructionTool {
  name: string;
  description?: string;
  inputSchema: unknown;
}

/** Longest summary a brief line keeps: the first sentence is often a paragraph. */
const BRIEF_SUMMARY_CHARS = 60;

export interface ToolParameter {
  key: string;
  schema: unknown;
  optional: boolean;
}

/** The tool's top-level parameters in schema order, its root `$ref` resolved; none for an odd schema. */
export function toolParameters(tool: Pick<InstructionTool, 'inputSchema'> | undefined): ToolParameter[] {
  const root = resolveRef(tool?.inputSchema, tool?.inputSchema);
  if (!isRecord(root)) return [];
  const required = requiredOf(root);
  return propertiesOf(root).map(([key, schema]) => ({ key, schema, optional: !required.has(key) }));
}

export function renderTool(tool: InstructionTool, detail: ToolDetail): string {
  if (detail === 'on-demand') return renderBrief(tool);
  const compact = detail === 'compact';
  const params = toolParameters(tool).map(({ key, schema, optional }) => ({
    key,
    optional,
    type: schemaType(schema, tool.inputSchema),
    description: paramNote(resolveRef(schema, tool.inputSchema)),
  }));
  const signature = `${tool.name}(${params.map((p) => `${p.key}${p.optional ? '?' : ''}: ${p.type}`).join(', ')})`;
  const description = oneLine(tool.description ?? '');
  const summary = compact ? firstSentence(description) : description;
  const lines = [`- ${signature}${summary ? ` — ${summary}` : ''}`];
  if (!compact) {
    for (const p of params) if (p.description) lines.push(`    ${p.key}: ${p.description}`);
  }
  return lines.join('\n');
}

/** `- name(a, b?) — summary`: what to pick a tool by; its types come from describe_tools. */
function renderBrief(tool: InstructionTool): string {
  const params = toolParameters(tool)
    .map(({ key, optional }) => (optional ? `${key}?` : key))
    .join(', ');
  const summary = clip(
    firstSentence(oneLine(tool.description ?? '')).replace(/[.。]$/, ''),
    BRIEF_SUMMARY_CHARS,
  );
  return `- ${tool.name}(${params})${summary ? ` — ${summary}` : ''}`;
}

/** At most `max` characters, cut at a word when there is one, marked with "…". */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A parameter's description, with its default value when the schema has one. */
function paramNote(schema: unknown): string {
  if (!isRecord(schema)) return '';
  const description = typeof schema['description'] === 'string' ? oneLine(schema['description']) : '';
  if (!Object.hasOwn(schema, 'default')) return description;
  const fallback = `default ${safeJson(schema['default'])}`;
  return description ? `${description} (${fallback})` : '';
}

function safeJson(v: unknown): string {
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** Up to the first sentence end (". ", "! ", "? " or a CJK full stop), at most 160 characters. */
export function firstSentence(text: string): string {
  const end = /[.!?](?=\s)|[。！？]/.exec(text);
  const sentence = end ? text.slice(0, end.index + 1) : text;
  return sentence.length > 160 ? `${sentence.slice(0, 157).trimEnd()}...` : sentence;
}
