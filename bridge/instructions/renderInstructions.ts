// The system prompt the user pastes into the chat: what the tools are for, the call format, the rules, the
// agent-mode behaviour, the user's own instructions and the tool list. It is paid for in the user's context
// window on every turn, so every line earns its place. Deterministic: same input, same text.
import { exampleCall } from './example';
import { SCHEMA_LOOKUP_NAME, schemaLookupTool } from './schemaLookup';
import type { ToolDetail } from './toolDetail';
import { renderTool } from './toolList';
import type { InstructionTool } from './toolList';

export type { InstructionTool } from './toolList';

export interface InstructionOptions {
  tools: InstructionTool[];
  customInstructions?: string;
  agentMode: boolean;
  detail: ToolDetail;
}

/** The last rule: whether the AI goes on by itself after a result (agent mode) or answers the user. */
const AGENT_ON = 'After each result, make the next call yourself until done.';
const AGENT_OFF = 'Answer with the result; call again only if needed.';

export function renderInstructions(opts: InstructionOptions): string {
  const onDemand = opts.detail === 'on-demand';
  const tools = Array.isArray(opts.tools) ? opts.tools : [];
  const listed = onDemand && tools.length > 0 ? [schemaLookupTool, ...tools] : tools;
  const first = tools[0]?.name ?? 'tool_name';
  const custom = (opts.customInstructions ?? '').trim();
  const rules = [
    'One call per message, then STOP and wait.',
    'Never invent results or write function_result yourself.',
    'Results come next as <function_result call_id="1" status="ok">; on status="error", fix the call.',
    'Increase call_id each call.',
    'Exact parameter names; "?" = optional.',
    ...(onDemand ? [`Get a tool's types with ${SCHEMA_LOOKUP_NAME} before first use.`] : []),
    opts.agentMode ? AGENT_ON : AGENT_OFF,
  ];
  const sections = [
    `# Tools on the user's side
Call one with a fenced JSON Lines block:
${onDemand ? exampleCall(schemaLookupTool, { names: [first] }) : exampleCall(tools[0])}`,
    `## Rules
${rules.map((rule, i) => `${i + 1}. ${rule}`).join('\n')}`,
    ...(custom ? [`## The user's instructions\n${custom}`] : []),
    `## Available tools\n${listed.length ? listed.map((t) => renderTool(t, opts.detail)).join('\n') : '(none yet)'}`,
  ];
  return sections.join('\n\n');
}
