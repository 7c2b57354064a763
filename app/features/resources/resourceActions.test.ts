import { describe, expect, it } from 'vitest';
import { isReadableResourceUri } from '../../../bridge/connections/resources';
import { testRuntime } from '../../shell/test/testRuntime';
import { createResourceActions } from './resourceActions';

describe('isReadableResourceUri', () => {
  it('refuses script and inline-data URIs', () => {
    expect(isReadableResourceUri('demo://resource/dynamic/text/2')).toBe(true);
    expect(isReadableResourceUri('file:///tmp/a.txt')).toBe(true);
    expect(isReadableResourceUri('javascript:alert(1)')).toBe(false);
    expect(isReadableResourceUri(' JavaScript:alert(1)')).toBe(false);
    expect(isReadableResourceUri('data:text/html,<script>alert(1)</script>')).toBe(false);
    expect(isReadableResourceUri('no scheme')).toBe(false);
  });
});

describe('open', () => {
  it('opens a resource in the view, and refuses a javascript: link with a notice', () => {
    const runtime = testRuntime();
    const actions = createResourceActions(runtime);
    actions.open('s1', 'demo://a', 'A');
    expect(actions.events.state.getState().view).toMatchObject({
      serverId: 's1',
      uri: 'demo://a',
      name: 'A',
    });
    actions.events.close();
    actions.open('s1', 'javascript:alert(1)');
    expect(actions.events.state.getState().view).toBeNull();
    expect(runtime.store.getState().notice).toEqual({
      kind: 'error',
      text: 'Not opened: "javascript:alert(1)" is not a resource URI a server can be asked for.',
    });
    runtime.stop();
  });
});
