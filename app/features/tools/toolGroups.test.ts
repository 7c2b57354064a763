import { describe, expect, it } from 'vitest';
import type { ServerTool } from '../../../bridge/connections/types';
import { createToolGroupsBuilder } from './toolGroups';

const server = (id: string) => ({
  id,
  name: id,
  url: 'http://127.0.0.1:1/mcp',
  transport: 'auto' as const,
  enabled: true,
});
const tool = (serverId: string, name: string): ServerTool => ({
  serverId,
  name,
  inputSchema: { type: 'object' },
});

describe('createToolGroupsBuilder', () => {
  it('keeps untouched groups and rows identical when one policy changes', () => {
    const build = createToolGroupsBuilder();
    const servers = [server('a'), server('b')];
    const tools = { a: [tool('a', 'x'), tool('a', 'y')], b: [tool('b', 'z')] };
    const first = build({ servers, tools, policies: {}, exclusions: {} });
    const second = build({ servers, tools, policies: { 'a\u0000y': 'off' }, exclusions: {} });
    expect(second[1]).toBe(first[1]);
    expect(second[0]).not.toBe(first[0]);
    expect(second[0]?.tools[0]).toBe(first[0]?.tools[0]);
    expect(second[0]?.tools[1]?.policy).toBe('off');
  });

  it('marks tools left out of the instructions and skips disabled servers', () => {
    const build = createToolGroupsBuilder();
    const groups = build({
      servers: [server('a'), { ...server('b'), enabled: false }],
      tools: { a: [tool('a', 'x')], b: [tool('b', 'z')] },
      policies: {},
      exclusions: { 'a\u0000x': true },
    });
    expect(groups.map((g) => g.serverId)).toEqual(['a']);
    expect(groups[0]?.tools[0]?.inInstructions).toBe(false);
  });
});
