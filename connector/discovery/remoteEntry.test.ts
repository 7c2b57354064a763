// Which remote URLs may go into a pairing link: a key in the path, the query (by name or by value) or the
// fragment keeps the entry out, with the note to add it in the dashboard by hand; ordinary URLs pass.
import { describe, expect, it } from 'vitest';
import { readRemoteEntry } from './remoteEntry.js';

const read = (url: string) => readRemoteEntry({ url }, 'http');
const HAND = 'which looks like a key and must not go into a link: add it in the dashboard by hand';

describe('a remote URL with a secret stays out of the pairing link', () => {
  it.each([
    // Keys of known formats in the path (fake ones, shaped like the real thing).
    ['https://api.example/mcp/sk-proj-abcdefghijklmnop1234/sse', 'a key-like part in its path'],
    ['https://api.example/mcp/sk_live_51Habcdefghijklmnop', 'a key-like part in its path'],
    ['https://gh.example/ghp_abcdefghijklmnopqrstuvwxyz0123456789/mcp', 'a key-like part in its path'],
    ['https://gh.example/gho_16C7e42F292c6912E7710c838347Ae178B4a/mcp', 'a key-like part in its path'],
    ['https://slack.example/xoxb-123456789012-abcdefghijkl/mcp', 'a key-like part in its path'],
    ['https://gitlab.example/glpat-abcdefghij0123456789/mcp', 'a key-like part in its path'],
    ['https://aws.example/AKIAIOSFODNN7EXAMPLE/mcp', 'a key-like part in its path'],
    // A long random token with no separator, and a base64url one.
    ['https://mcp.example/servers/a8f3k29dj3k4l5m6n7p8q9r0s1t2/mcp', 'a key-like part in its path'],
    ['https://mcp.example/t/Zx9_Qw8-Er7TyU6iO5pA4sD3fG2hJ1kL0/mcp', 'a key-like part in its path'],
    // Percent-encoded, it is still the same key.
    ['https://api.example/mcp/%73k-abcdefghijklmnop1234', 'a key-like part in its path'],
    // Query names: the old list, and the ones it let through.
    ['https://mcp.example/mcp?api_key=abc', '"api_key=…" in its query'],
    ['https://mcp.example/mcp?pat=abc', '"pat=…" in its query'],
    ['https://mcp.example/mcp?code=abc', '"code=…" in its query'],
    ['https://mcp.example/mcp?sig=abc', '"sig=…" in its query'],
    ['https://mcp.example/mcp?key=abc', '"key=…" in its query'],
    ['https://mcp.example/mcp?sessionId=abc', '"sessionId=…" in its query'],
    ['https://blob.example/mcp?X-Amz-Signature=abc', '"X-Amz-Signature=…" in its query'],
    // A key under a harmless name is caught by its value.
    [
      'https://mcp.example/mcp?u=ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      'a key-like value of "u" in its query',
    ],
    ['https://mcp.example/mcp#k=a8f3k29dj3k4l5m6n7p8q9r0s1t2', 'a key-like part in its fragment'],
  ])('%s: %s', (url, what) => {
    expect(read(url)).toEqual({ reason: `its URL carries ${what}, ${HAND}` });
  });
});

describe('an ordinary remote URL still goes into the link', () => {
  it.each([
    'https://mcp.example/v1/mcp',
    'https://mcp.example/servers/memory/mcp',
    'https://api.githubcopilot.example/mcp/',
    'http://127.0.0.1:9000/sse',
    'https://mcp.example/sk-learn/mcp',
    'https://mcp.example/tasks/mcp?workspace=acme&region=eu-west-1&version=2025-06-18',
    'https://mcp.example/my-very-long-kebab-case-server-name-v2/mcp',
    'https://mcp.example/mcp#section-2',
    // A UUID passes: it names a resource (a workspace, a project), and a hyphenated UUID is how ids look.
    'https://mcp.example/workspaces/3f2b9c1e-8a4d-4e6f-9b2a-1c3d5e7f9a0b/mcp',
    // Short ids with digits, and a date, are not keys.
    'https://mcp.example/v2/tenant42/2025-06-18/mcp',
  ])('%s', (url) => {
    expect(read(url)).toMatchObject({ url: new URL(url).href, transport: 'auto' });
  });
});
