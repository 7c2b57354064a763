import { describe, expect, it } from 'vitest';
import { scanCalls } from '../format/scanCalls';
import referenceTools from './fixtures/referenceTools.json';
import { renderInstructions } from './renderInstructions';
import { loadTokenCounter } from './tokenCount';
import type { InstructionTool } from './renderInstructions';
import { TOOL_DETAILS, type ToolDetail } from './toolDetail';
import { renderTool } from './toolList';

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
  const full = renderInstructions({ tools, agentMode: true, detail: 'full' });

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
    expect(block).toContain('{"type":"description","text":"What this call does"}');
  });

  it('states the rules and the result format', () => {
    expect(full).toContain('1. One call per message, then STOP and wait.');
    expect(full).toContain('2. Never invent results or write function_result yourself.');
    expect(full).toContain('<function_result call_id="1" status="ok">');
    expect(full).toContain('status="error"');
    expect(full).toMatch(/Increase call_id each call/);
    expect(full).not.toContain('describe_tools');
  });

  it('switches the agent-mode rule', () => {
    expect(full).toContain('6. After each result, make the next call yourself until done.');
    const off = renderInstructions({ tools, agentMode: false, detail: 'full' });
    expect(off).toContain('6. Answer with the result; call again only if needed.');
    expect(off).not.toContain('next call yourself');
  });

  it('includes the custom instructions only when given', () => {
    expect(
      renderInstructions({
        tools,
        agentMode: true,
        detail: 'full',
        customInstructions: '  Answer in French.  ',
      }),
    ).toContain("## The user's instructions\nAnswer in French.");
    expect(
      renderInstructions({ tools, agentMode: true, detail: 'full', customInstructions: '  ' }),
    ).not.toContain("user's instructions");
    expect(full).not.toContain("user's instructions");
  });

  it('compact drops parameter lines and keeps the first sentence', () => {
    const compact = renderInstructions({ tools, agentMode: true, detail: 'compact' });
    expect(compact.length).toBeLessThan(full.length);
    expect(compact).toContain('filter?: {ext: string, min?: number|null}');
    expect(compact).toContain('— List files in a directory.\n');
    expect(compact).not.toContain('Folder to list');
  });

  it('is deterministic', () => {
    expect(renderInstructions({ tools, agentMode: true, detail: 'full' })).toBe(full);
  });

  it('works without tools', () => {
    const none = renderInstructions({ tools: [], agentMode: false, detail: 'full' });
    expect(none).toContain('(none yet)');
    expect(none).toContain('"name":"tool_name"');
    const onDemand = renderInstructions({ tools: [], agentMode: false, detail: 'on-demand' });
    expect(onDemand).toContain('## Available tools\n(none yet)');
  });

  // Token claims count with the real tokenizer (o200k_base: the bench's and the sidebar's estimate), agent mode
  // off as in the bench. The fixture is the `npm start` default servers' tools (server-filesystem's 14, then
  // server-memory's 9); the bench adds server-everything and cl100k_base.
  it('costs 24 % (on demand), 29 % (compact) and 59 % (full) of the JSON of the default tools', async () => {
    const count = await loadTokenCounter();
    const percentOfJson = (detail: ToolDetail) =>
      Math.round(
        (count(renderInstructions({ tools: referenceTools, agentMode: false, detail })) /
          count(JSON.stringify(referenceTools))) *
          100,
      );
    expect(referenceTools.map((tool) => tool.name).slice(13, 15)).toEqual([
      'list_allowed_directories',
      'create_entities',
    ]);
    expect(TOOL_DETAILS.map(percentOfJson)).toEqual([24, 29, 59]);
    // Fixed: what does not grow with the tools (format, rules, example, describe_tools's line).
    const toolLines = count(referenceTools.map((tool) => renderTool(tool, 'on-demand')).join('\n'));
    const fixed = [false, true].map(
      (agentMode) =>
        count(renderInstructions({ tools: referenceTools, agentMode, detail: 'on-demand' })) - toolLines,
    );
    expect(fixed).toEqual([194, 195]);
  });

  it('lists every reference tool with its full signature', () => {
    const text = renderInstructions({ tools: referenceTools, agentMode: false, detail: 'full' });
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
    const text = renderInstructions({ tools: odd, agentMode: true, detail: 'full' });
    expect(text).toContain('- a()\n- b(x?: any, y?: any)\n- c() — Multi line. Second.');
  });
});

describe('renderInstructions, on demand', () => {
  const text = renderInstructions({ tools, agentMode: false, detail: 'on-demand' });

  it('lists describe_tools first, then each tool by parameter names and a short summary', () => {
    const list = text.slice(text.indexOf('## Available tools'));
    expect(list).toBe(
      [
        '## Available tools',
        '- describe_tools(names) — Parameter types of the named tools',
        '- list_directory(path, depth?, sort?, globs?, filter?, owner?, mode?) — List files in a directory',
        '- read_graph() — Read the entire knowledge graph',
      ].join('\n'),
    );
  });

  it('asks for a lookup before a first call, and shows one for a real tool as the example', () => {
    expect(text).toContain("6. Get a tool's types with describe_tools before first use.");
    const block = /```jsonl\n([\s\S]*?)```/.exec(text)?.[1] ?? '';
    expect(scanCalls(block)).toMatchObject([
      { kind: 'complete', call: { name: 'describe_tools', params: { names: ['list_directory'] } } },
    ]);
  });

  it('clips a long summary at a word, under 60 characters', () => {
    const long: InstructionTool = {
      name: 'tree',
      description: 'Get a recursive tree view of files and directories as a JSON structure with children.',
      inputSchema: { type: 'object', properties: {} },
    };
    const line = renderInstructions({ tools: [long], agentMode: false, detail: 'on-demand' })
      .split('\n')
      .find((l) => l.startsWith('- tree('));
    expect(line).toBe('- tree() — Get a recursive tree view of files and directories as a…');
  });
});
