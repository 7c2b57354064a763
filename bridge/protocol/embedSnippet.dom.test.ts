// The snippet through a real HTML parser and the loader's own config reader: what is written is read back.
import { describe, expect, it } from 'vitest';
import { defaultConfig, readConfig } from '../../embed/loader/readConfig';
import { embedSnippet, type EmbedSnippetConfig } from './embedSnippet';

const APP = 'https://bridge.example';

/** The snippet's <script> element as a browser parses it (entities decoded). */
function scriptOf(snippet: string): HTMLScriptElement {
  const doc = new DOMParser().parseFromString(`<!doctype html><body>${snippet}</body>`, 'text/html');
  const scripts = doc.querySelectorAll('script');
  expect(scripts).toHaveLength(1);
  return scripts[0] as HTMLScriptElement;
}

function readBack(snippet: string) {
  return readConfig(scriptOf(snippet), defaultConfig('https://built.example'));
}

describe('embedSnippet', () => {
  it('writes the note on secrets, then the script tag for the app origin', () => {
    expect(embedSnippet(APP, { adapter: 'auto', open: true })).toBe(
      [
        '<!-- MCP Multi Bridge: paste before </body>. Put no secrets in data-config; the page can read it. -->',
        `<script src="${APP}/embed.js" data-config='{"adapter":"auto","open":true}'></script>`,
      ].join('\n'),
    );
  });

  it('carries every field the loader reads, which reads them back unchanged and without warnings', () => {
    const config: EmbedSnippetConfig = {
      appOrigin: 'http://127.0.0.1:4310',
      adapter: 'generic',
      layout: 'push',
      open: false,
      width: 520,
      mode: 'window',
      selectors: { input: '#ask', sendButton: '#ask-send', assistantMessage: '.reply', codeBlock: 'pre' },
      suggestedServers: [{ name: 'Docs', url: 'https://tools.example/mcp' }],
      settingsDefaults: { autoSubmit: true, agentMode: true },
      webmcpChannel: 'owner-tools',
    };
    const { config: read, warnings } = readBack(embedSnippet(APP, config));
    expect(warnings).toEqual([]);
    expect(read).toEqual({ ...config, sidebarPath: '/sidebar.html' });
  });

  it('keeps the loader defaults for what a snippet leaves out', () => {
    const { config, warnings } = readBack(embedSnippet(APP, {}));
    expect(warnings).toEqual([]);
    expect(config).toEqual(defaultConfig('https://built.example'));
  });

  it("escapes quotes, ampersands and '<' so no value can end the attribute or open a tag", () => {
    const selector = `[data-x='a'] > b & c<d "e"`;
    const snippet = embedSnippet(APP, {
      adapter: 'generic',
      selectors: { input: selector, sendButton: 'button', assistantMessage: '.bot' },
    });
    const attribute = /data-config='([^']*)'/.exec(snippet)?.[1] ?? '';
    expect(attribute).toContain('&#39;a&#39;');
    expect(attribute).toContain('&amp; c&lt;d');
    expect(readBack(snippet).config.selectors?.input).toBe(selector);
  });

  it('escapes the origin inside the src attribute', () => {
    const script = scriptOf(embedSnippet(`http://x"><img src=y`, {}));
    expect(script.getAttribute('src')).toBe('http://x"><img src=y/embed.js');
    expect(script.ownerDocument.querySelector('img')).toBeNull();
  });
});
