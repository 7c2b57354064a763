import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfigText, validateConfig } from './serverConfig.js';

function problemsOf(value: unknown): string[] {
  try {
    validateConfig(value);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('connector config', () => {
  it('reads command, args, env and cwd', () => {
    const parsed = validateConfig({
      mcpServers: {
        memory: { command: 'node', args: ['server.js', '--flag'], env: { A: '1' }, cwd: '/srv' },
      },
    });
    expect(parsed.servers).toEqual({
      memory: { command: 'node', args: ['server.js', '--flag'], env: { A: '1' }, cwd: '/srv' },
    });
    expect(parsed.notes).toEqual([]);
  });

  it('skips disabled entries with a note and keeps remote ones for the link, without header values', () => {
    const parsed = validateConfig({
      mcpServers: {
        off: { command: 'x', disabled: true },
        remote: { url: 'https://mcp.example/mcp', headers: { Authorization: 'Bearer secret-value' } },
        keyed: { url: 'https://mcp.example/mcp?api_key=abc' },
        on: { command: 'y' },
      },
    });
    expect(Object.keys(parsed.servers)).toEqual(['on']);
    expect(parsed.remotes).toEqual([
      { name: 'remote', url: 'https://mcp.example/mcp', transport: 'auto', headers: ['Authorization'] },
    ]);
    expect(JSON.stringify(parsed.remotes)).not.toContain('secret-value');
    expect(parsed.notes).toEqual([
      'server "off" is disabled; skipped',
      'server "remote": header Authorization not passed; enter it in the dashboard',
      expect.stringMatching(/^server "keyed" is a remote server: its URL carries "api_key=…".*Skipped$/),
    ]);
  });

  it('names every bad entry and the problem', () => {
    const problems = problemsOf({
      mcpServers: {
        nocmd: { args: [] },
        badargs: { command: 'x', args: ['ok', 3] },
        'bad name': { command: 'x' },
        '../up': { command: 'x' },
        badenv: { command: 'x', env: { A: 1 } },
        notobj: 'node x.js',
      },
    });
    expect(problems).toHaveLength(6);
    expect(problems.find((p) => p.includes('"nocmd"'))).toContain('"command" is missing');
    expect(problems.find((p) => p.includes('"badargs"'))).toContain('"args" must be an array of strings');
    expect(problems.find((p) => p.includes('"bad name"'))).toContain('the name may use only');
    expect(problems.find((p) => p.includes('"../up"'))).toContain('the name may use only');
    expect(problems.find((p) => p.includes('"badenv"'))).toContain(
      '"env" must be an object of string values',
    );
    expect(problems.find((p) => p.includes('"notobj"'))).toContain('expected an object');
  });

  it('decides stdio or remote by "type" when there is one, as discovery does', () => {
    const parsed = validateConfig({
      mcpServers: {
        local: { type: 'stdio', command: 'node' },
        events: { type: 'sse', url: 'https://mcp.example/sse' },
      },
    });
    expect(Object.keys(parsed.servers)).toEqual(['local']);
    expect(parsed.remotes).toEqual([{ name: 'events', url: 'https://mcp.example/sse', transport: 'sse' }]);
    expect(problemsOf({ mcpServers: { odd: { type: 'ws', command: 'x' } } })).toEqual([
      'server "odd": unknown type "ws" (known: stdio, http, sse)',
    ]);
  });

  it('refuses a file without mcpServers and non-JSON text', () => {
    expect(problemsOf({ servers: {} })[0]).toContain('"mcpServers"');
    expect(() => parseConfigText('{not json')).toThrow(/not valid JSON/);
  });

  it('keeps shell metacharacters in args as plain strings', () => {
    const args = ['; touch /tmp/x', '$(id)', '`id`', '&& rm -rf ~'];
    expect(validateConfig({ mcpServers: { s: { command: 'node', args } } }).servers.s?.args).toEqual(args);
  });
});
