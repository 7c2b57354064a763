// The system prompt the user pastes into the chat: what the tools are for, the call format, the
// rules, the agent-mode behaviour, the user's own instructions and the tool list. It is paid for in
// the user's context window, so every line earns its place. Deterministic: same input, same text.
import { exampleCall } from './example';
import { renderTool } from './toolList';
import type { InstructionTool } from './toolList';

export type { InstructionTool } from './toolList';

export interface InstructionOptions {
  tools: InstructionTool[];
  customInstructions?: string;
  agentMode: boolean;
  compact?: boolean;
}

const AGENT_ON = `## Agent mode: on
Work through the task yourself: after each result, decide the next step and call the next tool (still one call per message) without asking the user. When the task is done, answer normally, without a tool call.`;

const AGENT_OFF = `## Agent mode: off
After a result arrives, use it to answer the user. Call another tool only when the request cannot be answered without it.`;

export function renderInstructions(opts: InstructionOptions): string {
  const compact = opts.compact === true;
  const tools = Array.isArray(opts.tools) ? opts.tools : [];
  const custom = (opts.customInstructions ?? '').trim();
  const sections = [
    `# Tools
You can use the tools listed below. They run on the user's side (their computer, files and services) and give you facts you cannot know otherwise. Use them when they help with the user's request.`,
    `## How to call a tool
Write a fenced code block in JSON Lines: a start line, one description line, one line per parameter ("value" is any JSON value), an end line:
${exampleCall(tools[0])}`,
    `## Rules
1. Exactly one tool call per message. After its code block, STOP and wait.
2. Never invent, predict or describe a result, and never write a function_result yourself.
3. The result arrives in the next user message, like this:
<function_result call_id="1" name="${tools[0]?.name ?? 'tool_name'}" status="ok">
...
</function_result>
A failed call comes back with status="error" and the reason: fix the call or take another way.
4. Increase call_id by one with each call: 1, 2, 3...
5. Use only the tools below, with their exact parameter names; give every parameter without "?".`,
    opts.agentMode ? AGENT_ON : AGENT_OFF,
    ...(custom ? [`## The user's instructions\n${custom}`] : []),
    `## Available tools\n${tools.length ? tools.map((t) => renderTool(t, compact)).join('\n') : '(none yet)'}`,
  ];
  return sections.join('\n\n');
}
