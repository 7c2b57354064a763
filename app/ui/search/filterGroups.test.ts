import { describe, expect, it } from 'vitest';
import { filterGroups } from './filterGroups';

const groups = Array.from({ length: 10 }, (_, g) => ({
  serverId: `s${g}`,
  serverName: `server ${g}`,
  tools: Array.from({ length: 20 }, (_, t) => ({
    name: `tool_${g}_${t}`,
    description: `Does thing number ${t} of group ${g}. `.repeat(10),
  })),
}));

describe('filterGroups', () => {
  it('keeps unchanged groups identical and matches all words in name or description', () => {
    expect(filterGroups(groups, '')).toBe(groups);
    const result = filterGroups(groups, 'TOOL_3_7 group');
    expect(result.map((g) => g.tools.map((t) => t.name))).toEqual([['tool_3_7']]);
    expect(filterGroups(groups, 'server 4')[0]).toBe(groups[4]);
  });
});
