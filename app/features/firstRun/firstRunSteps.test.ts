import { describe, expect, it } from 'vitest';
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import { allDone, firstRunSteps, type FirstRunInput } from './firstRunSteps';

const server = (id: string, enabled = true): ServerConfig => ({
  id,
  name: id,
  url: `http://127.0.0.1:4312/servers/${id}/mcp`,
  transport: 'streamable-http',
  enabled,
});
const connected: ServerStatus = { state: 'connected', toolCount: 3, transport: 'streamable-http' };
const input = (patch: Partial<FirstRunInput>): FirstRunInput => ({
  servers: [],
  statuses: {},
  grants: {},
  progress: {},
  ...patch,
});

describe('firstRunSteps', () => {
  it('starts with all three steps to do', () => {
    expect(firstRunSteps(input({}))).toEqual({ connect: 'to-do', install: 'to-do', use: 'to-do' });
  });

  it('step 1: in progress while servers connect or fail, done once one is connected', () => {
    expect(firstRunSteps(input({ servers: [server('a')] }))).toMatchObject({
      connect: 'in-progress',
      connectNote: 'Connecting…',
    });
    const failing = input({
      servers: [server('a'), server('b')],
      statuses: { a: { state: 'error', message: 'refused' }, b: { state: 'connecting' } },
    });
    expect(firstRunSteps(failing).connectNote).toBe('1 of 2 servers need attention: see the Servers tab.');
    expect(firstRunSteps(input({ servers: [server('a', false)] })).connectNote).toBe(
      'Your servers are turned off: turn one on in the Servers tab.',
    );
    const one = input({ servers: [server('a'), server('b')], statuses: { b: connected } });
    expect(firstRunSteps(one)).toEqual({
      connect: 'done',
      connectNote: '1 of 2 servers connected.',
      install: 'to-do',
      use: 'to-do',
    });
  });

  it('steps 2 and 3 follow the bookmarklet drag, the sidebar asking, and the Allow', () => {
    expect(firstRunSteps(input({ progress: { bookmarkletDragged: 1 } }))).toMatchObject({
      install: 'in-progress',
      use: 'to-do',
    });
    expect(firstRunSteps(input({ progress: { sidebarAsked: 1 } }))).toMatchObject({
      install: 'done',
      use: 'in-progress',
    });
    expect(firstRunSteps(input({ progress: { siteAllowed: 1 } }))).toMatchObject({
      install: 'done',
      use: 'done',
    });
  });

  it('a grant in this storage (a sidebar sharing it was allowed on a site) counts as steps 2 and 3', () => {
    const state = firstRunSteps(
      input({
        servers: [server('a')],
        statuses: { a: connected },
        grants: { 'https://chat.example': { grantedAt: 1 } },
      }),
    );
    expect(state).toMatchObject({ connect: 'done', install: 'done', use: 'done' });
    expect(allDone(state)).toBe(true);
  });
});
