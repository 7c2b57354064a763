// Benchmark 3: how many tokens our instructions cost against the tools' JSON (names, descriptions and
// input schemas), for the full tool sets of two official servers, and whether nothing was lost.
import type { Tool } from '@modelcontextprotocol/client';
import { TOKENIZER, loadTokenCounter, renderInstructions } from '../bridge/instructions';
import { DEMO_WORKSPACE } from '../scripts/lib/paths';
import { checkParameters } from './lib/paramCheck';
import { row, type BenchResult, type Row } from './lib/report';
import { stdioClient, stdioSpec } from './lib/servers';
import { fmt } from './lib/stats';

const NAME = 'instructions';
const TARGET_RATIO = 0.5;

async function listTools(packageName: string, args: string[]): Promise<Tool[]> {
  const client = await stdioClient(await stdioSpec(packageName, args));
  try {
    return (await client.listTools()).tools;
  } finally {
    await client.close();
  }
}

export async function runInstructionsSize(): Promise<BenchResult> {
  // The sidebar's own counter, so the bench and the token estimate the user sees agree.
  const tokens = await loadTokenCounter();
  const sets: Array<[string, Tool[]]> = [
    ['server-everything', await listTools('@modelcontextprotocol/server-everything', ['stdio'])],
    ['server-filesystem', await listTools('@modelcontextprotocol/server-filesystem', [DEMO_WORKSPACE])],
  ];
  const rows: Row[] = [];
  const figures: Record<string, unknown> = { tokenizer: TOKENIZER, targetRatio: TARGET_RATIO };
  const frame = tokens(renderInstructions({ tools: [], agentMode: false }));
  figures['fixedFrameTokens'] = frame;
  rows.push(row(NAME, `fixed text without tools (${TOKENIZER})`, `${frame} tokens`));

  for (const [label, tools] of sets) {
    const entries = tools.map((t) => ({
      name: t.name,
      ...(t.description !== undefined && { description: t.description }),
      inputSchema: t.inputSchema,
    }));
    const json = tokens(JSON.stringify(entries));
    const full = renderInstructions({ tools: entries, agentMode: false });
    const compact = renderInstructions({ tools: entries, agentMode: false, compact: true });
    const fullTokens = tokens(full);
    const compactTokens = tokens(compact);
    const check = checkParameters(entries, full);
    const compactCheck = checkParameters(entries, compact);
    const n = tools.length;
    figures[label] = {
      tools: n,
      jsonTokens: json,
      fullTokens,
      compactTokens,
      fullRatio: fullTokens / json,
      compactRatio: compactTokens / json,
      toolListRatioFull: (fullTokens - frame) / json,
      toolListRatioCompact: (compactTokens - frame) / json,
      parameters: check.total,
      parameterProblems: check.problems,
      compactParameterProblems: compactCheck.problems,
    };
    const perTool = (t: number) => fmt(t / n, 1);
    rows.push(
      row(NAME, `${label}: ${n} tools, JSON tokens/tool`, perTool(json)),
      row(
        NAME,
        `${label}: full tokens/tool (ratio)`,
        `${perTool(fullTokens)} (${fmt((fullTokens / json) * 100, 0)}%)`,
        `<= ${TARGET_RATIO * 100}%`,
        fullTokens / json <= TARGET_RATIO,
      ),
      row(
        NAME,
        `${label}: compact tokens/tool (ratio)`,
        `${perTool(compactTokens)} (${fmt((compactTokens / json) * 100, 0)}%)`,
        `<= ${TARGET_RATIO * 100}%`,
        compactTokens / json <= TARGET_RATIO,
      ),
      row(
        NAME,
        `${label}: tool list alone, full | compact`,
        `${fmt(((fullTokens - frame) / json) * 100, 0)}% | ${fmt(((compactTokens - frame) / json) * 100, 0)}%`,
      ),
      row(
        NAME,
        `${label}: params name/type/required in full | compact`,
        `${check.total - check.problems.length}/${check.total} | ${compactCheck.total - compactCheck.problems.length}/${compactCheck.total}`,
        'all',
        check.problems.length === 0 && compactCheck.problems.length === 0,
      ),
    );
  }
  return { rows, figures };
}
