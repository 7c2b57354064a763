import { describe, expect, it } from 'vitest';
import { scanCalls } from '../format/scanCalls';
import referenceTools from './fixtures/referenceTools.json';
import { renderInstructions } from './renderInstructions';
import { loadTokenCounter } from './tokenCount';
import type { InstructionTool } from './renderInstructions';

const listDirectory: InstructionTool = {
  name: 'list_directory',
  description: 'List files in a directory. Returns names with [FILE] or [DIR] prefixes.',
  inputSchema: {
    type: 'object',
    properties: {
      path: { type: 'string', description: 'Folder to list' },
      depth: { type: 'integer', default: 1, description: 'How deep to go' },
      sort: { type: 'string', enum: ['name', 'size'] },
      globs: { type: 'array', items: { type: 'string' } },
      filter: {
        type: 'object',
        properties: { ext: { type: 'string' }, min: { type: ['number', 'null'] } },
        required: ['ext'],
      },
      owner: { $ref: '#/$defs/Owner' },
      mode: { anyOf: [{ type: 'string' }, { type: 'number' }] },
    },
    required: ['path'],
    $defs: { Owner: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] } },
  },
};
const readGraph: InstructionTool = {
  name: 'read_graph',
  description: 'Read the entire knowledge graph',
  inputSchema: { type: 'object', properties: {} },
};
const tools = [listDirectory, readGraph];

describe('renderInstructions', () => {
  const full = renderInstructions({ tools, agentMode: true });

  it('gives each tool a signature with names, types and the required flag', () => {
    expect(full).toContain(
      '- list_directory(path: string, depth?: integer, sort?: "name"|"size", globs?: string[], filter?: {ext: string, min?: number|null}, owner?: {id: string}, mode?: string|number) — List files in a directory. Returns names with [FILE] or [DIR] prefixes.',
    );
    expect(full).toContain('- read_graph() — Read the entire knowledge graph');
  });

  it('adds one indented line per described parameter only', () => {
    expect(full).toContain('\n    path: Folder to list\n    depth: How deep to go (default 1)\n- read_graph');
    expect(full).not.toContain('    sort:');
  });

  it('shows a working example call in a fenced block', () => {
    const block = /```jsonl\n([\s\S]*?)```/.exec(full)?.[1] ?? '';
    expect(scanCalls(block)).toMatchObject([
      { kind: 'complete', call: { name: 'list_directory', callId: '1', params: { path: '...' } } },
    ]);
    expect(block).toContain('"type": "description"');
  });

  it('states the rules and the result format', () => {
    expect(full).toMatch(/Exactly one tool call per message.*STOP/);
    expect(full).toMatch(/Never invent, predict/);
    expect(full).toContain('<function_result call_id="1" name="list_directory" status="ok">');
    expect(full).toContain('status="error"');
    expect(full).toMatch(/Increase call_id by one/);
  });

  it('switches the agent-mode section', () => {
    expect(full).toContain('Agent mode: on');
    expect(full).toMatch(/call the next tool/);
    const off = renderInstructions({ tools, agentMode: false });
    expect(off).toContain('Agent mode: off');
    expect(off).toMatch(/After a result arrives, use it to answer the user/);
  });

  it('includes the custom instructions only when given', () => {
    expect(
      renderInstructions({ tools, agentMode: true, customInstructions: '  Answer in French.  ' }),
    ).toContain("## The user's instructions\nAnswer in French.");
    expect(renderInstructions({ tools, agentMode: true, customInstructions: '  ' })).not.toContain(
      "user's instructions",
    );
    expect(full).not.toContain("user's instructions");
  });

  it('compact drops parameter lines and keeps the first sentence', () => {
    const compact = renderInstructions({ tools, agentMode: true, compact: true });
    expect(compact.length).toBeLessThan(full.length);
    expect(compact).toContain('filter?: {ext: string, min?: number|null}');
    expect(compact).toContain('— List files in a directory.\n');
    expect(compact).not.toContain('Folder to list');
  });

  it('is deterministic', () => {
    expect(renderInstructions({ tools, agentMode: true })).toBe(full);
  });

  it('works without tools', () => {
    const none = renderInstructions({ tools: [], agentMode: false });
    expect(none).toContain('(none yet)');
    expect(none).toContain('"name": "tool_name"');
  });

  // Token claims count with the real tokenizer (o200k_base: the bench's and the sidebar's estimate), agent mode
  // off as in the bench. The fixture's first 14 tools are the bench's server-filesystem set, so its figures are
  // the README's for that server; the memory server's short tools gain less, so the whole fixture lands between.
  it('costs 84 % (full) and 42 % (compact) of the JSON tool list for the filesystem server', async () => {
    const count = await loadTokenCounter();
    const percentOfJson = (tools: InstructionTool[], compact: boolean) =>
      Math.round(
        (count(renderInstructions({ tools, agentMode: false, compact })) / count(JSON.stringify(tools))) *
          100,
      );
    const filesystem = referenceTools.slice(0, 14);
    expect(filesystem.at(-1)?.name).toBe('list_allowed_directories');
    expect([percentOfJson(filesystem, false), percentOfJson(filesystem, true)]).toEqual([84, 42]);
    expect([percentOfJson(referenceTools, false), percentOfJson(referenceTools, true)]).toEqual([66, 36]);
  });

  it('lists every reference tool with its full signature', () => {
    const text = renderInstructions({ tools: referenceTools, agentMode: false });
    for (const tool of referenceTools) expect(text).toContain(`- ${tool.name}(`);
    expect(text).toContain(
      '- edit_file(path: string, edits: {oldText: string, newText: string}[], dryRun?: boolean)',
    );
  });

  it('survives odd schemas', () => {
    const odd: InstructionTool[] = [
      { name: 'a', inputSchema: null },
      { name: 'b', inputSchema: { type: 'object', properties: { x: true, y: {} } } },
      {
        name: 'c',
        description: '  Multi\n\nline.  Second. ',
        inputSchema: { $ref: '#/$defs/Loop', $defs: { Loop: { $ref: '#/$defs/Loop' } } },
      },
    ];
    const text = renderInstructions({ tools: odd, agentMode: true });
    expect(text).toContain('- a()\n- b(x?: any, y?: any)\n- c() — Multi line. Second.');
  });
});
