import { describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../bridge/connections/types';
import { createAppStore } from '../../shell/store';
import { memoryStorage } from '../storage/test/memoryStorage';
import { applyHandoffState, pickHandoffState } from './handoff';

const CHAT = 'https://chat.example';
const remote: ServerConfig = {
  id: 'r1',
  name: 'docs',
  url: 'https://docs.example/mcp',
  transport: 'auto',
  enabled: true,
  bearerToken: 't0ken',
};

describe('handoff state', () => {
  it('copies configuration only (no theme or other UI state), and only the requesting site’s grant', () => {
    const grants = { [CHAT]: { grantedAt: 1 }, 'https://other.example': { grantedAt: 2 } };
    expect(pickHandoffState({ servers: [remote], grants, theme: 'dark' }, CHAT)).toEqual({
      servers: [remote],
      grants: { [CHAT]: { grantedAt: 1 } },
    });
    expect(pickHandoffState({ grants }, 'https://third.example')).toEqual({});
  });

  it('applies servers and the site’s grant, never a grant for another site', () => {
    const store = createAppStore(memoryStorage);
    const count = applyHandoffState(
      store,
      { servers: [remote], grants: { 'https://other.example': { grantedAt: 1 } } },
      CHAT,
    );
    expect(count).toBe(1);
    expect(store.getState().servers).toEqual([remote]);
    expect(store.getState().grants).toEqual({});
  });

  it('keeps this window’s own policies and merges OAuth sign-ins', () => {
    const store = createAppStore(memoryStorage);
    store.getState().setPolicy('r1', 'read', 'off');
    applyHandoffState(
      store,
      {
        servers: [remote],
        policies: { ['r1\u0000read']: 'auto', ['r1\u0000write']: 'ask' },
        oauth: { r1: { tokens: { access_token: 'a', token_type: 'Bearer' } } },
      },
      CHAT,
    );
    expect(store.getState().policies).toEqual({ ['r1\u0000read']: 'off', ['r1\u0000write']: 'ask' });
    expect(store.getState().oauth.r1?.tokens?.access_token).toBe('a');
  });
});

describe('taught sites in the handoff', () => {
  const taught = (host: string, savedAt: string) => ({
    host,
    selectors: { input: '#composer' },
    editor: 'auto' as const,
    savedAt,
  });

  it('carries only the asking site’s taught adapter', () => {
    const taughtSites = {
      'chat.example': taught('chat.example', '2026-12-01T00:00:00.000Z'),
      'other.example': taught('other.example', '2026-12-01T00:00:00.000Z'),
    };
    expect(pickHandoffState({ taughtSites }, CHAT)).toEqual({
      taughtSites: { 'chat.example': taughtSites['chat.example'] },
    });
    expect(pickHandoffState({ taughtSites }, 'https://third.example')).toEqual({});
  });

  it('applies it when newer than this frame’s own, never for another host', () => {
    const store = createAppStore(memoryStorage);
    const older = taught('chat.example', '2026-11-01T00:00:00.000Z');
    const newer = { ...taught('chat.example', '2026-12-01T00:00:00.000Z'), selectors: { input: '#new' } };
    applyHandoffState(store, { taughtSites: { 'chat.example': older } }, CHAT);
    expect(store.getState().taughtSites).toEqual({ 'chat.example': older });
    applyHandoffState(store, { taughtSites: { 'chat.example': newer } }, CHAT);
    expect(store.getState().taughtSites['chat.example']).toEqual(newer);
    applyHandoffState(store, { taughtSites: { 'chat.example': older } }, CHAT);
    expect(store.getState().taughtSites['chat.example']).toEqual(newer);
    applyHandoffState(store, { taughtSites: { 'evil.example': taught('evil.example', '2027-01-01') } }, CHAT);
    expect(Object.keys(store.getState().taughtSites)).toEqual(['chat.example']);
  });
});
