import { describe, expect, it } from 'vitest';
import { isReadableResourceUri } from '../../bridge/connections/resources';
import { testRuntime } from '../context/test/testRuntime';
import { createResourceActions, resourceFileName } from './resourceActions';

describe('resourceFileName', () => {
  it('names the file after the URI, with an extension from the MIME type when it has none', () => {
    expect(resourceFileName('file:///home/me/notes.md', 'text/markdown')).toBe('notes.md');
    expect(resourceFileName('demo://resource/dynamic/text/2', 'text/plain', 'Dynamic Text Resource')).toBe(
      'Dynamic_Text_Resource.txt',
    );
    expect(resourceFileName('demo://resource/static/document/a%20b.json', 'application/json')).toBe(
      'a_b.json',
    );
    expect(resourceFileName('demo://x/blob/3', 'application/octet-stream')).toBe('3.bin');
    expect(resourceFileName('demo://x/pic', 'image/png')).toBe('pic.png');
    expect(resourceFileName('demo://', 'text/plain')).toBe('resource.txt');
    expect(resourceFileName('demo://x/..%2F..%2Fetc%2Fpasswd', 'text/plain')).toBe('etc_passwd.txt');
  });
});

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
