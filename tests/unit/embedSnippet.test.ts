// The dashboard's snippet generator: which config it writes for the owner's choices, and what it refuses.
// The tag itself (escaping, read back by the loader) is proven in bridge/protocol/embedSnippet.test.ts.
import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../bridge/protocol/embedSnippet';
import { buildEmbedSnippet } from '../../app/services/embedSnippet';
import type { SnippetOptions } from '../../app/services/embedSnippet';

const BASE: SnippetOptions = {
  appOrigin: 'https://bridge.example',
  adapter: 'generic',
  selectors: { input: '#composer', sendButton: '#send', assistantMessage: '.bot', streaming: '' },
  suggestedServers: [{ name: ' Docs ', url: 'https://tools.example/mcp' }],
  settingsDefaults: { autoSubmit: false },
  layout: 'push',
  open: true,
};

describe('buildEmbedSnippet', () => {
  it("writes the owner's choices, with empty selectors dropped and names trimmed", () => {
    const { snippet, problems } = buildEmbedSnippet(BASE);
    expect(problems).toEqual([]);
    expect(snippet).toBe(
      embedSnippet('https://bridge.example', {
        adapter: 'generic',
        layout: 'push',
        open: true,
        selectors: { input: '#composer', sendButton: '#send', assistantMessage: '.bot' },
        suggestedServers: [{ name: 'Docs', url: 'https://tools.example/mcp' }],
        settingsDefaults: { autoSubmit: false },
      }),
    );
  });

  it('leaves out servers with credentials or bad URLs and says why', () => {
    const { snippet, problems } = buildEmbedSnippet({
      ...BASE,
      suggestedServers: [
        { name: 'Leaky', url: 'https://tools.example/mcp?api_key=123' },
        { name: 'Bad', url: 'ftp://x' },
        { name: 'Good', url: 'https://ok.example/mcp' },
      ],
    });
    expect(problems).toEqual([
      'Suggested server "Leaky" must not carry credentials: the page can read the snippet; left out.',
      'Suggested server "Bad" needs an http(s) URL; left out.',
    ]);
    expect(snippet).not.toContain('123');
    expect(snippet).toContain('"suggestedServers":[{"name":"Good","url":"https://ok.example/mcp"}]');
  });

  it('asks for the three required selectors of the generic adapter; a named adapter needs none', () => {
    expect(buildEmbedSnippet({ ...BASE, selectors: {} }).problems).toEqual([
      'The generic adapter needs a selector for input.',
      'The generic adapter needs a selector for sendButton.',
      'The generic adapter needs a selector for assistantMessage.',
    ]);
    const named = buildEmbedSnippet({ ...BASE, adapter: 'auto', selectors: {}, suggestedServers: [] });
    expect(named.problems).toEqual([]);
    expect(named.snippet).toBe(
      embedSnippet('https://bridge.example', {
        adapter: 'auto',
        layout: 'push',
        open: true,
        settingsDefaults: { autoSubmit: false },
      }),
    );
  });
});
