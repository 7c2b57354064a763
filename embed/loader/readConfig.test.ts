import { describe, expect, it } from 'vitest';
import { PAGE_LAYOUT, PAGE_SETTINGS } from '../../bridge/protocol/settings';
import { attributeName, defaultConfig, readConfig } from './readConfig';
import type { ConfigSource } from './readConfig';

const defaults = defaultConfig('http://127.0.0.1:4310');

function source(attributes: Record<string, string>): ConfigSource {
  return { getAttribute: (name) => attributes[name] ?? null };
}

describe('readConfig', () => {
  it('gives the build-time defaults to a bookmarklet (no script element)', () => {
    const { config, warnings } = readConfig(null, defaults);
    expect(config).toEqual({
      appOrigin: 'http://127.0.0.1:4310',
      sidebarPath: '/sidebar.html',
      adapter: 'auto',
      layout: 'overlay',
      open: true,
      width: 400,
      mode: 'frame',
    });
    expect(config).not.toBe(defaults);
    expect(warnings).toEqual([]);
  });

  it('reads data-config JSON and lets data-* attributes win over it', () => {
    const { config, warnings } = readConfig(
      source({
        'data-config': JSON.stringify({
          appOrigin: 'https://mcp.example.org',
          layout: 'push',
          width: 500,
          adapter: 'demo',
        }),
        'data-width': '480',
        'data-open': 'false',
        'data-mode': 'window',
        'data-adapter': 'generic',
      }),
      defaults,
    );
    expect(config).toMatchObject({
      appOrigin: 'https://mcp.example.org',
      layout: 'push',
      width: 480,
      open: false,
      mode: 'window',
      adapter: 'generic',
    });
    expect(warnings).toEqual([]);
  });

  it('maps data-auto-* attributes to settingsDefaults, merged with data-config settings', () => {
    const { config } = readConfig(
      source({
        'data-config': JSON.stringify({ settingsDefaults: { submitDelayMs: 800, autoSubmit: true } }),
        'data-auto-execute': 'false',
        'data-auto-insert': '',
        'data-auto-submit': 'false',
      }),
      defaults,
    );
    expect(config.settingsDefaults).toEqual({
      autoExecute: false,
      autoInsert: true,
      autoSubmit: false,
      submitDelayMs: 800,
    });
  });

  it('normalizes an origin with a trailing slash and rejects non-http or non-bare origins', () => {
    expect(readConfig(source({ 'data-app-origin': 'https://a.example/' }), defaults).config.appOrigin).toBe(
      'https://a.example',
    );
    for (const bad of [
      'javascript:alert(1)',
      'ftp://a.example',
      'https://a.example/path',
      'https://u:p@a.example',
      'nope',
    ]) {
      const { config, warnings } = readConfig(source({ 'data-app-origin': bad }), defaults);
      expect(config.appOrigin, bad).toBe(defaults.appOrigin);
      expect(warnings.join(' '), bad).toMatch(/appOrigin/);
    }
  });

  it('keeps defaults, with a warning each, for invalid values', () => {
    const { config, warnings } = readConfig(
      source({
        'data-config': JSON.stringify({ sidebarPath: '//evil.example/x', adapter: '../x' }),
        'data-layout': 'sideways',
        'data-mode': 'tab',
        'data-open': 'maybe',
        'data-width': '12',
      }),
      defaults,
    );
    expect(config).toEqual(defaults);
    expect(warnings).toHaveLength(6);
  });

  it('warns about data-config that is not a JSON object', () => {
    expect(readConfig(source({ 'data-config': '{oops' }), defaults).warnings[0]).toMatch(/not valid JSON/);
    expect(readConfig(source({ 'data-config': '[1]' }), defaults).warnings[0]).toMatch(/JSON object/);
  });

  it('ignores unknown keys', () => {
    const { config, warnings } = readConfig(
      source({ 'data-config': JSON.stringify({ color: 'red', layout: 'push' }) }),
      defaults,
    );
    expect(config).toEqual({ ...defaults, layout: 'push' });
    expect(warnings).toEqual([]);
  });

  it('keeps suggested servers with a name and an http(s) URL, and drops the rest', () => {
    const { config, warnings } = readConfig(
      source({
        'data-config': JSON.stringify({
          suggestedServers: [
            { name: 'Docs', url: 'https://docs.example/mcp' },
            { name: '', url: 'https://x.example/mcp' },
            { name: 'Script', url: 'javascript:alert(1)' },
            { name: 'Creds', url: 'https://user:pw@x.example/mcp' },
            { name: 'Query', url: 'https://x.example/mcp?access_token=abc' },
            // The generator's refusals too (bridge/protocol/credentials.ts is the one rule): any secret-looking name.
            { name: 'Client secret', url: 'https://x.example/mcp?client_secret=abc' },
            { name: 'Key', url: 'https://x.example/mcp?key=abc' },
            { name: 'Fragment', url: 'https://x.example/mcp#access_token=abc' },
            'https://y.example',
          ],
        }),
      }),
      defaults,
    );
    expect(config.suggestedServers).toEqual([{ name: 'Docs', url: 'https://docs.example/mcp' }]);
    expect(JSON.stringify(config)).not.toContain('abc');
    expect(warnings).toEqual(
      [1, 2, 3, 4, 5, 6, 7, 8].map(
        (index) => `suggestedServers[${index}] needs a name and an http(s) URL without credentials; ignored.`,
      ),
    );
  });

  it('strips secret-looking keys at any depth and warns', () => {
    const { config, warnings } = readConfig(
      source({
        'data-config': JSON.stringify({
          token: 'abc',
          headers: { Authorization: 'Bearer x' },
          suggestedServers: [
            { name: 'A', url: 'https://a.example/mcp', authorization: 'Bearer y', accessToken: 'z' },
          ],
          selectors: { input: '#prompt', apiKey: 'k' },
        }),
      }),
      defaults,
    );
    expect(JSON.stringify(config)).not.toMatch(/abc|Bearer|"z"|"k"/);
    expect(config.suggestedServers).toEqual([{ name: 'A', url: 'https://a.example/mcp' }]);
    expect(config.selectors).toEqual({ input: '#prompt' });
    expect(warnings.filter((w) => w.includes('secret'))).toHaveLength(5);
  });

  it('validates selectors and numeric settings', () => {
    const { config, warnings } = readConfig(
      source({
        'data-config': JSON.stringify({
          selectors: { input: 'textarea', sendButton: 5 },
          settingsDefaults: { insertDelayMs: -1, attachThresholdChars: '2000', agentMode: 'nope' },
        }),
      }),
      defaults,
    );
    expect(config.selectors).toEqual({ input: 'textarea' });
    expect(config.settingsDefaults).toEqual({ attachThresholdChars: 2000 });
    expect(warnings).toHaveLength(3);
  });

  it('takes its layout defaults from the settings table', () => {
    expect(defaults).toMatchObject({
      layout: PAGE_LAYOUT.layout.default,
      width: PAGE_LAYOUT.width.default,
      open: !PAGE_LAYOUT.minimized.default,
    });
  });

  it('accepts a width only within the table’s bounds', () => {
    const { min, max } = PAGE_LAYOUT.width;
    const width = (value: number) => readConfig(source({ 'data-width': String(value) }), defaults);
    expect(width(min).config.width).toBe(min);
    expect(width(max).config.width).toBe(max);
    for (const bad of [min - 1, max + 1]) {
      const { config, warnings } = width(bad);
      expect(config.width, String(bad)).toBe(defaults.width);
      expect(warnings).toEqual([`width must be a number from ${min} to ${max} (pixels); using the default.`]);
    }
  });

  it('reads every setting of the table from its own data-* attribute, within its range', () => {
    expect(Object.keys(PAGE_SETTINGS).map(attributeName)).toEqual([
      'data-auto-execute',
      'data-auto-insert',
      'data-auto-submit',
      'data-agent-mode',
      'data-insert-delay-ms',
      'data-submit-delay-ms',
      'data-attach-threshold-chars',
    ]);
    const { config, warnings } = readConfig(
      source({
        'data-agent-mode': 'true',
        'data-insert-delay-ms': '250.4',
        'data-submit-delay-ms': String(PAGE_SETTINGS.submitDelayMs.max + 1),
      }),
      defaults,
    );
    expect(config.settingsDefaults).toEqual({ agentMode: true, insertDelayMs: 250 });
    expect(warnings).toEqual([
      `settingsDefaults.submitDelayMs must be a number from 0 to ${PAGE_SETTINGS.submitDelayMs.max}; ignored.`,
    ]);
  });
});
