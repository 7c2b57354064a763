import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../bridge/connections/types';
import { selectHubTools } from './selectors';
import { policyKey } from './toolsSlice';

const server: ServerConfig = {
  id: 's1',
  name: 'Files',
  url: 'http://127.0.0.1:1/mcp',
  transport: 'streamable-http',
  enabled: true,
};
const state = {
  servers: [server],
  tools: { s1: [{ serverId: 's1', name: 'read_file', inputSchema: { type: 'object' as const } }] },
  policies: {},
};

describe('selectHubTools', () => {
  it('answers with the same list while servers, tools and policies stay the same objects', () => {
    const first = selectHubTools(state);
    expect(first.map((t) => [t.exposedName, t.policy])).toEqual([['read_file', 'ask']]);
    expect(selectHubTools({ ...state })).toBe(first);
  });

  it('builds the list again once any of the three is replaced', () => {
    const first = selectHubTools(state);
    const changed = selectHubTools({
      ...state,
      policies: { [policyKey('s1', 'read_file')]: 'auto' as const },
    });
    expect(changed).not.toBe(first);
    expect(changed[0]?.policy).toBe('auto');
    const disabled = selectHubTools({ ...state, servers: [{ ...server, enabled: false }] });
    expect(disabled).toEqual([]);
    expect(selectHubTools(state)[0]?.policy).toBe('ask');
  });
});
