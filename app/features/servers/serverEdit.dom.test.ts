import { beforeEach, describe, expect, it } from 'vitest';
import type { ServerConfig } from '../../../bridge/connections/types';
import { testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { createServerActions, type ServerActions } from './serverActions';
import { planServerEdit } from './serverEdit';

const previous: ServerConfig = {
  id: 's1',
  name: 'docs',
  url: 'https://mcp.docs.example/mcp',
  transport: 'auto',
  enabled: true,
  bearerToken: 'old-token',
  headers: { 'X-Api-Key': 'old-key', 'X-Team': 'blue' },
  auth: 'oauth',
};
const form = (url: string, extra: object = {}) => ({
  name: 'docs',
  url,
  transport: 'auto' as const,
  bearerToken: 'old-token',
  headers: { 'X-Api-Key': 'old-key', 'X-Team': 'blue' },
  auth: 'oauth' as const,
  ...extra,
});

describe('planServerEdit', () => {
  it('keeps credentials for a new path on the same origin', () => {
    const edit = planServerEdit(previous, form('https://mcp.docs.example/v2/mcp'));
    expect(edit).toMatchObject({ originChanged: false, urlChanged: true, removed: [] });
    expect(edit.server).toMatchObject({ bearerToken: 'old-token', headers: previous.headers });
  });

  it('never carries the old token or headers to another origin, but keeps what the user typed for it', () => {
    const edit = planServerEdit(
      previous,
      form('https://evil.example/mcp', { headers: { 'X-Api-Key': 'old-key', 'X-Team': 'red' } }),
    );
    expect(edit.originChanged).toBe(true);
    expect(edit.server.bearerToken).toBeUndefined();
    expect(edit.server.headers).toEqual({ 'X-Team': 'red' });
    expect(edit.removed).toEqual(['the bearer token', 'the X-Api-Key header']);
    const typed = planServerEdit(previous, form('https://other.example/mcp', { bearerToken: 'new-token' }));
    expect(typed.server.bearerToken).toBe('new-token');
  });
});

describe('editing a server in the store', () => {
  let store: AppStore;
  let actions: ServerActions;
  beforeEach(() => {
    store = testStore();
    actions = createServerActions(testRuntime({ store }));
    store.setState({ servers: [previous] });
    store.getState().setOAuth('s1', {
      tokens: { access_token: 'secret', token_type: 'Bearer' },
      clients: { 'https://auth.docs.example': { client_id: 'c1' } },
      discovery: { authorizationServerUrl: 'https://auth.docs.example' },
    });
  });

  it('signs out and drops the client registration when the address moves to another origin', () => {
    actions.editServer('s1', form('https://elsewhere.example/mcp'));
    const s = store.getState();
    expect(s.oauth.s1).toBeUndefined();
    expect(s.servers[0]?.url).toBe('https://elsewhere.example/mcp');
    expect(s.notice?.text).toMatch(/^Signed out of docs: the address changed\. Removed the bearer token/);
  });

  it('keeps the sign-in for a path on the same origin, but redoes discovery', () => {
    actions.editServer('s1', form('https://mcp.docs.example/other'));
    const record = store.getState().oauth.s1;
    expect(record?.tokens?.access_token).toBe('secret');
    expect(record?.clients).toBeDefined();
    expect(record?.discovery).toBeUndefined();
    expect(store.getState().notice).toBeNull();
  });
});
