// The dashboard's snippet generator: which config it writes for the owner's choices, and what it refuses.
// The tag itself (escaping, read back by the loader) is proven in bridge/protocol/embedSnippet.dom.test.ts.
import { describe, expect, it } from 'vitest';
import { embedSnippet } from '../../bridge/protocol/embedSnippet';
import { PAGE_SETTINGS } from '../../bridge/protocol/settings';
import { defaultConfig, readConfig } from '../../embed/loader/readConfig';
import { buildEmbedSnippet } from '../../app/features/install/embedSnippet';
import type { SnippetOptions } from '../../app/features/install/embedSnippet';

const BASE: SnippetOptions = {
  appOrigin: 'https://bridge.example',
  adapter: 'generic',
  selectors: { input: '#composer', sendButton: '#send', assistantMessage: '.bot', streaming: '' },
  suggestedServers: [{ name: ' Docs ', url: 'https://tools.example/mcp' }],
  settingsDefaults: { autoSubmit: true, agentMode: true, autoInsert: true },
  layout: 'push',
  open: true,
};

describe('buildEmbedSnippet', () => {
  it("writes the owner's choices, with empty selectors, settings at the loader's default, and spaces dropped", () => {
    const { snippet, problems } = buildEmbedSnippet(BASE);
    expect(problems).toEqual([]);
    expect(snippet).toBe(
      embedSnippet('https://bridge.example', {
        adapter: 'generic',
        layout: 'push',
        open: true,
        selectors: { input: '#composer', sendButton: '#send', assistantMessage: '.bot' },
        suggestedServers: [{ name: 'Docs', url: 'https://tools.example/mcp' }],
        settingsDefaults: { autoSubmit: true, agentMode: true },
      }),
    );
  });

  it('leaves out servers with credentials or bad URLs and says why', () => {
    const { snippet, problems } = buildEmbedSnippet({
      ...BASE,
      suggestedServers: [
        { name: 'Leaky', url: 'https://tools.example/mcp?api_key=123' },
        { name: 'Secret', url: 'https://tools.example/mcp?client_secret=123' },
        { name: 'User', url: 'https://me:123@tools.example/mcp' },
        { name: 'Bad', url: 'ftp://x' },
        { name: 'Good', url: 'https://ok.example/mcp' },
      ],
    });
    expect(problems).toEqual([
      'Suggested server "Leaky" must not carry credentials: the page can read the snippet; left out.',
      'Suggested server "Secret" must not carry credentials: the page can read the snippet; left out.',
      'Suggested server "User" must not carry credentials: the page can read the snippet; left out.',
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
        settingsDefaults: { autoSubmit: true, agentMode: true },
      }),
    );
  });

  it('checks numeric defaults against the settings table', () => {
    const { snippet, problems } = buildEmbedSnippet({
      ...BASE,
      settingsDefaults: { submitDelayMs: 1500, insertDelayMs: PAGE_SETTINGS.insertDelayMs.max + 1 },
    });
    expect(problems).toEqual([
      'The default for insertDelayMs must be a whole number from 0 to 60000; left out.',
    ]);
    expect(snippet).toContain('"settingsDefaults":{"submitDelayMs":1500}');
  });

  it('accepts exactly the suggested servers the loader keeps (one credential rule for both)', () => {
    const urls = [
      'https://ok.example/mcp',
      'http://127.0.0.1:3000/mcp?workspace=docs',
      'https://x.example/mcp?key=1',
      'https://x.example/mcp?client_secret=1',
      'https://x.example/mcp?access_token=1',
      'https://x.example/mcp#token=1',
      'https://me:pw@x.example/mcp',
    ];
    for (const url of urls) {
      const built = buildEmbedSnippet({ ...BASE, suggestedServers: [{ name: 'S', url }] });
      const script = new DOMParser()
        .parseFromString(built.snippet, 'text/html')
        .querySelector('script') as HTMLScriptElement;
      const unchecked = readConfig(
        {
          getAttribute: (name) =>
            name === 'data-config' ? JSON.stringify({ suggestedServers: [{ name: 'S', url }] }) : null,
        },
        defaultConfig('https://bridge.example'),
      );
      const generatorKeeps = built.problems.length === 0;
      expect(unchecked.config.suggestedServers?.length === 1, url).toBe(generatorKeeps);
      expect(readConfig(script, defaultConfig('https://bridge.example')).warnings, url).toEqual([]);
    }
  });
});
