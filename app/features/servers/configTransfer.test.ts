import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../bridge/connections/types';
import { connectorConfig, exportConfig, parseImport, EXPORT_FORMAT } from './configTransfer';

const servers: ServerConfig[] = [
  {
    id: 'a',
    name: 'docs',
    url: 'https://docs.example/mcp',
    transport: 'streamable-http',
    enabled: true,
    bearerToken: 'tok',
    headers: { 'X-Team': 'blue', 'X-Api-Key': 'k3y' },
  },
  { id: 'b', name: 'wiki', url: 'https://wiki.example/sse', transport: 'sse', enabled: false, auth: 'oauth' },
];
const oauth = { b: { tokens: { access_token: 'at', token_type: 'Bearer', refresh_token: 'rt' } } };

describe('export', () => {
  it('leaves secrets out and names them, unless asked', () => {
    const out = exportConfig({ servers, oauth }, false);
    expect(out).toMatchObject({ format: EXPORT_FORMAT, version: 1, secretsIncluded: false });
    const text = JSON.stringify(out);
    for (const secret of ['tok', 'k3y', '"at"', '"rt"']) expect(text).not.toContain(secret);
    expect(out.servers[0]).toMatchObject({ headers: { 'X-Team': 'blue' } });
    expect(out.servers[0]?.omittedSecrets).toEqual(['bearerToken', 'header:X-Api-Key']);
    expect(out.servers[1]?.omittedSecrets).toEqual(['oauth']);

    const withSecrets = exportConfig({ servers, oauth }, true);
    expect(withSecrets.servers[0]).toMatchObject({ bearerToken: 'tok', headers: { 'X-Api-Key': 'k3y' } });
    expect(withSecrets.servers[1]?.oauth).toEqual(oauth.b);
  });

  it('round-trips through import onto the same servers', () => {
    const text = JSON.stringify(exportConfig({ servers, oauth }, true));
    const plan = parseImport(text, servers);
    expect(plan.servers).toEqual(servers);
    expect(plan.oauth).toEqual(oauth);
  });
});

describe('import', () => {
  it('reads a Claude Desktop config: url entries become servers, command entries need the connector', () => {
    const text = JSON.stringify({
      mcpServers: {
        remote: { url: 'https://remote.example/mcp', headers: { Authorization: 'Bearer x' } },
        old: { type: 'sse', url: 'https://old.example/sse' },
        memory: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], env: { A: '1' } },
        broken: { url: 'ftp://nope' },
      },
    });
    let n = 0;
    const plan = parseImport(text, [], () => `new-${++n}`);
    expect(plan.servers).toEqual([
      {
        id: 'new-1',
        name: 'remote',
        url: 'https://remote.example/mcp',
        transport: 'auto',
        enabled: true,
        headers: { Authorization: 'Bearer x' },
      },
      { id: 'new-2', name: 'old', url: 'https://old.example/sse', transport: 'sse', enabled: true },
    ]);
    expect(plan.needsConnector).toEqual([
      {
        name: 'memory',
        command: 'npx',
        args: ['-y', '@modelcontextprotocol/server-memory'],
        env: { A: '1' },
      },
    ]);
    expect(plan.skipped).toEqual([{ name: 'broken', reason: 'neither a "url" nor a "command"' }]);
    expect(JSON.parse(connectorConfig(plan.needsConnector))).toEqual({
      mcpServers: {
        memory: { command: 'npx', args: ['-y', '@modelcontextprotocol/server-memory'], env: { A: '1' } },
      },
    });
  });

  it('updates a server with the same URL in place and keeps its on/off choice', () => {
    const text = JSON.stringify({ mcpServers: { renamed: { url: 'https://wiki.example/sse' } } });
    const plan = parseImport(text, servers);
    expect(plan.servers).toMatchObject([{ id: 'b', name: 'renamed', enabled: false }]);
  });

  it('explains bad input', () => {
    expect(() => parseImport('not json', [])).toThrow(/not JSON/);
    expect(() => parseImport('{"servers": []}', [])).toThrow(/Unknown format/);
    const plan = parseImport(
      JSON.stringify({ format: EXPORT_FORMAT, servers: [{ name: 'x', url: 'javascript:1' }] }),
      [],
    );
    expect(plan.skipped).toEqual([{ name: 'x', reason: 'no valid http(s) URL' }]);
  });
});
