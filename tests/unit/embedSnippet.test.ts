// The dashboard's snippet generator against the real loader config reader: what it writes, the page reads back.
import { describe, expect, it } from 'vitest';
import { readConfig, defaultConfig } from '../../embed/loader/readConfig';
import { buildEmbedSnippet } from '../../app/services/embedSnippet';
import type { SnippetOptions } from '../../app/services/embedSnippet';

const BASE: SnippetOptions = {
  appOrigin: 'https://bridge.example',
  adapter: 'generic',
  selectors: { input: '#composer', sendButton: '#send', assistantMessage: '.bot', streaming: '' },
  suggestedServers: [{ name: 'Docs', url: 'https://tools.example/mcp' }],
  settingsDefaults: { autoSubmit: false },
  layout: 'push',
  open: true,
};

/** Reads data-config back the way a browser and the loader would. */
function configOf(snippet: string) {
  const attribute = /data-config='([^']*)'/.exec(snippet)?.[1] ?? '';
  const decoded = attribute.replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&amp;/g, '&');
  return readConfig(
    { getAttribute: (name) => (name === 'data-config' ? decoded : null) },
    defaultConfig('https://x.example'),
  );
}

describe('buildEmbedSnippet', () => {
  it('makes a script tag whose config the loader reads back unchanged', () => {
    const { snippet, problems } = buildEmbedSnippet(BASE);
    expect(problems).toEqual([]);
    expect(snippet).toContain('<script src="https://bridge.example/embed.js" data-config=');
    const { config, warnings } = configOf(snippet);
    expect(warnings).toEqual([]);
    expect(config.adapter).toBe('generic');
    expect(config.selectors).toEqual({ input: '#composer', sendButton: '#send', assistantMessage: '.bot' });
    expect(config.suggestedServers).toEqual([{ name: 'Docs', url: 'https://tools.example/mcp' }]);
    expect(config.settingsDefaults).toEqual({ autoSubmit: false });
    expect(config.layout).toBe('push');
  });

  it('escapes quotes in selectors so they cannot end the attribute', () => {
    const { snippet } = buildEmbedSnippet({
      ...BASE,
      selectors: { input: "[data-x='a'] textarea", sendButton: 'button', assistantMessage: '.bot' },
    });
    expect(snippet).not.toContain("'a'");
    expect(configOf(snippet).config.selectors?.input).toBe("[data-x='a'] textarea");
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
    expect(problems).toHaveLength(2);
    expect(snippet).not.toContain('123');
    expect(configOf(snippet).config.suggestedServers).toEqual([
      { name: 'Good', url: 'https://ok.example/mcp' },
    ]);
  });

  it('asks for the three required selectors of the generic adapter; a named adapter needs none', () => {
    expect(buildEmbedSnippet({ ...BASE, selectors: {} }).problems).toHaveLength(3);
    const named = buildEmbedSnippet({ ...BASE, adapter: 'auto', selectors: {} });
    expect(named.problems).toEqual([]);
    expect(configOf(named.snippet).config.selectors).toBeUndefined();
  });
});
