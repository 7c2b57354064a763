// Benchmark 3: how many tokens the instructions cost against the tools' JSON (names, descriptions and input
// schemas), for the tools of the `npm start` default servers plus server-everything, in both common encodings;
// whether nothing was lost; and what a realistic on-demand session costs next to full mode.
import type { Tool } from '@modelcontextprotocol/client';
import { renderResults } from '../bridge/format';
import {
  TOOL_DETAILS,
  describeTools,
  loadTokenCounter,
  renderInstructions,
  schemaLookupTool,
  type InstructionTool,
  type TokenEncoding,
  type ToolDetail,
} from '../bridge/instructions';
import { exampleCall } from '../bridge/instructions/example';
import { renderTool } from '../bridge/instructions/toolList';
import { DEMO_WORKSPACE } from '../scripts/lib/paths';
import { checkParameterNames, checkParameters } from './lib/paramCheck';
import { row, type BenchResult, type Row } from './lib/report';
import { memorySpec, stdioClient, stdioSpec, type StdioSpec } from './lib/servers';
import { fmt } from './lib/stats';

const NAME = 'instructions';
const TARGET_ON_DEMAND_RATIO = 0.25;
const TARGET_FIXED_TOKENS = 200;
const ENCODINGS: TokenEncoding[] = ['o200k_base', 'cl100k_base'];
/** A coding session's first calls: the AI looks each up once before using it. */
const SESSION_LOOKUPS = ['list_directory', 'read_text_file', 'edit_file'];

async function listTools(spec: StdioSpec): Promise<Tool[]> {
  const client = await stdioClient(spec);
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

/** The tools as the sidebar lists them: server-filesystem and server-memory (the demo's), then server-everything. */
async function benchTools(): Promise<InstructionTool[]> {
  const memory = await memorySpec();
  try {
    const tools = [
      ...(await listTools(await stdioSpec('@modelcontextprotocol/server-filesystem', [DEMO_WORKSPACE]))),
      ...(await listTools(memory.spec)),
      ...(await listTools(await stdioSpec('@modelcontextprotocol/server-everything', ['stdio']))),
    ];
    return tools.map((t) => ({
      name: t.name,
      ...(t.description !== undefined && { description: t.description }),
      inputSchema: t.inputSchema,
    }));
  } finally {
    await memory.cleanup();
  }
}

/** What one look-up adds to the conversation: the call the AI writes and the result the chat sends back. */
function lookupTurn(tools: InstructionTool[], name: string, callId: number): string {
  const call = exampleCall(schemaLookupTool, { names: [name] }).replace(
    /"call_id":1/g,
    `"call_id":${callId}`,
  );
  const answer = describeTools(tools, [name]);
  const result = renderResults([
    { callId: String(callId), name: schemaLookupTool.name, text: answer.text, isError: answer.isError },
  ]);
  return `${call}\n${result}`;
}

export async function runInstructionsSize(): Promise<BenchResult> {
  const tools = await benchTools();
  const text = (detail: ToolDetail, agentMode = false) => renderInstructions({ tools, agentMode, detail });
  const onDemand = text('on-demand');
  // Names and required flags from the instructions; types from describe_tools, answered for every tool.
  const names = checkParameterNames(tools, onDemand);
  const types = checkParameters(
    tools,
    describeTools(
      tools,
      tools.map((t) => t.name),
    ).text,
  );
  const session = SESSION_LOOKUPS.map((name, i) => lookupTurn(tools, name, i + 1));
  const label = `${tools.length} tools`;
  const rows: Row[] = [
    row(
      NAME,
      `${label}: params name/required from text | type from describe_tools`,
      `${names.total - names.problems.length}/${names.total} | ${types.total - types.problems.length}/${types.total}`,
      'all',
      names.problems.length === 0 && types.problems.length === 0,
    ),
  ];
  const figures: Record<string, unknown> = {
    tools: tools.map((t) => t.name),
    targetOnDemandRatio: TARGET_ON_DEMAND_RATIO,
    targetFixedTokens: TARGET_FIXED_TOKENS,
    parameterProblems: [...names.problems, ...types.problems],
    sessionLookups: SESSION_LOOKUPS,
  };

  for (const encoding of ENCODINGS) {
    const tokens = await loadTokenCounter(encoding);
    const json = tokens(JSON.stringify(tools));
    // What does not grow with the tools: the whole on-demand text minus the tools' own lines (describe_tools's
    // line and the example stay in: every tool set pays for them).
    const toolLines = tokens(tools.map((tool) => renderTool(tool, 'on-demand')).join('\n'));
    const fixed = [false, true].map(
      (agentMode) => tokens(renderInstructions({ tools, agentMode, detail: 'on-demand' })) - toolLines,
    );
    const byDetail = Object.fromEntries(TOOL_DETAILS.map((detail) => [detail, tokens(text(detail))]));
    const ratio = (detail: ToolDetail) => (byDetail[detail] ?? 0) / json;
    const percent = (detail: ToolDetail) => `${fmt(ratio(detail) * 100, 0)}%`;
    const lookups = session.map(tokens);
    const sessionTokens = (byDetail['on-demand'] ?? 0) + lookups.reduce((a, b) => a + b, 0);
    const full = byDetail['full'] ?? 0;
    figures[encoding] = {
      jsonTokens: json,
      fixedTokens: fixed,
      instructionTokens: byDetail,
      lookups,
      sessionTokens,
    };
    rows.push(
      row(
        NAME,
        `${encoding}: fixed text, agent off | on`,
        `${fixed[0]} | ${fixed[1]} tokens`,
        `<= ${TARGET_FIXED_TOKENS}`,
        Math.max(...fixed) <= TARGET_FIXED_TOKENS,
      ),
      row(NAME, `${encoding}: ${label}, JSON`, `${json} tokens`),
      row(
        NAME,
        `${encoding}: on-demand instructions (ratio)`,
        `${byDetail['on-demand']} tokens (${percent('on-demand')})`,
        `<= ${TARGET_ON_DEMAND_RATIO * 100}%`,
        ratio('on-demand') <= TARGET_ON_DEMAND_RATIO,
      ),
      row(
        NAME,
        `${encoding}: compact | full instructions (ratio)`,
        `${byDetail['compact']} (${percent('compact')}) | ${full} (${percent('full')})`,
      ),
      row(
        NAME,
        `${encoding}: session, on demand + 3 look-ups (${lookups.join('+')}) vs full`,
        `${sessionTokens} vs ${full} tokens (${fmt((sessionTokens / full) * 100, 0)}%)`,
      ),
    );
  }
  return { rows, figures };
}
