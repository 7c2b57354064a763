import { describe, expect, it } from 'vitest';
import type { ServerTool } from '../connections/types';
import { aggregateTools, defaultPolicy, sanitizeServerName } from './aggregateTools';

const schema = { type: 'object' as const, properties: {} };
const tool = (serverId: string, name: string, extra: Partial<ServerTool> = {}): ServerTool => ({
  serverId,
  name,
  inputSchema: schema,
  ...extra,
});
const byDefault = (_serverId: string, _name: string, annotations: ServerTool['annotations']) =>
  defaultPolicy(annotations);

describe('defaultPolicy', () => {
  it('runs only read-only, closed-world tools automatically and asks for everything else', () => {
    expect(defaultPolicy({ readOnlyHint: true, openWorldHint: false })).toBe('auto');
    // Read-only alone is not enough: an open-world read (a web fetch) can carry data out in its arguments.
    expect(defaultPolicy({ readOnlyHint: true })).toBe('ask');
    expect(defaultPolicy({ readOnlyHint: true, openWorldHint: true })).toBe('ask');
    expect(defaultPolicy({ readOnlyHint: false, openWorldHint: false })).toBe('ask');
    expect(defaultPolicy({ openWorldHint: false })).toBe('ask');
    expect(defaultPolicy({ readOnlyHint: true, openWorldHint: false, destructiveHint: true })).toBe('ask');
    expect(defaultPolicy({})).toBe('ask');
    expect(defaultPolicy()).toBe('ask');
  });
});

describe('aggregateTools', () => {
  it('keeps unique names and prefixes only the names that collide across servers', () => {
    const tools = aggregateTools({
      servers: [
        { id: 'a', name: 'File System' },
        { id: 'b', name: 'memory' },
      ],
      tools: [tool('b', 'read_graph'), tool('a', 'read'), tool('a', 'list_directory'), tool('b', 'read')],
      policyOf: byDefault,
    });
    expect(tools.map((t) => t.exposedName)).toEqual([
      'File_System__read',
      'list_directory',
      'read_graph',
      'memory__read',
    ]);
    expect(tools.map((t) => `${t.serverId}:${t.name}`)).toEqual([
      'a:read',
      'a:list_directory',
      'b:read_graph',
      'b:read',
    ]);
  });

  it('makes prefixes unique when server names sanitize to the same text', () => {
    const tools = aggregateTools({
      servers: [
        { id: 'a', name: 'my server' },
        { id: 'b', name: 'my/server' },
        { id: 'c', name: '记忆' },
      ],
      tools: [tool('a', 'search'), tool('b', 'search'), tool('c', 'search')],
      policyOf: byDefault,
    });
    expect(tools.map((t) => t.exposedName)).toEqual([
      'my_server__search',
      'my_server_2__search',
      'server__search',
    ]);
  });

  it('never hands out the same exposed name twice', () => {
    const tools = aggregateTools({
      servers: [
        { id: 'a', name: 'x' },
        { id: 'b', name: 'y' },
      ],
      tools: [tool('a', 'x__run'), tool('a', 'run'), tool('b', 'run'), tool('b', 'dup'), tool('b', 'dup')],
      policyOf: byDefault,
    });
    const names = tools.map((t) => t.exposedName);
    expect(names).toEqual(['x__run', 'x__run_2', 'y__run', 'dup', 'dup_2']);
  });

  it("leaves describe_tools to the hub's own lookup: a server's tool of that name gets a suffix", () => {
    const tools = aggregateTools({
      servers: [{ id: 'a', name: 'x' }],
      tools: [tool('a', 'describe_tools'), tool('a', 'read')],
      policyOf: byDefault,
    });
    expect(tools.map((t) => [t.exposedName, t.name])).toEqual([
      ['describe_tools_2', 'describe_tools'],
      ['read', 'read'],
    ]);
  });

  it('carries description, annotations, server name and the policy from policyOf', () => {
    const seen: string[] = [];
    const [first, second] = aggregateTools({
      servers: [{ id: 'a', name: 'Files' }],
      tools: [
        tool('a', 'read', { description: 'Read', annotations: { readOnlyHint: true, openWorldHint: false } }),
        tool('a', 'write'),
      ],
      policyOf: (serverId, name, annotations) => {
        seen.push(`${serverId}:${name}`);
        return name === 'write' ? 'off' : defaultPolicy(annotations);
      },
    });
    expect(first).toEqual({
      exposedName: 'read',
      serverId: 'a',
      serverName: 'Files',
      name: 'read',
      description: 'Read',
      inputSchema: schema,
      annotations: { readOnlyHint: true, openWorldHint: false },
      policy: 'auto',
    });
    expect(second).toEqual({
      exposedName: 'write',
      serverId: 'a',
      serverName: 'Files',
      name: 'write',
      inputSchema: schema,
      policy: 'off',
    });
    expect(seen).toEqual(['a:read', 'a:write']);
  });

  it('drops tools of servers it was not given', () => {
    const tools = aggregateTools({
      servers: [{ id: 'a', name: 'A' }],
      tools: [tool('gone', 'x'), tool('a', 'y')],
      policyOf: byDefault,
    });
    expect(tools.map((t) => t.exposedName)).toEqual(['y']);
  });

  it('sanitizes server names to tool-name-safe prefixes', () => {
    expect(sanitizeServerName('  GitHub (work) ')).toBe('GitHub_work');
    expect(sanitizeServerName('a-b_c')).toBe('a-b_c');
    expect(sanitizeServerName('!!!')).toBe('server');
  });
});
