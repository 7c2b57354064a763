// The page's check of served adapter data, and the precedence it feeds: taught > served > built-in > generic.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADAPTER_FORMAT } from '../../bridge/protocol/adapters';
import type { AdapterTable, TaughtAdapter } from '../../bridge/protocol/adapters';
import { pickAdapter } from './registry';
import { readServedTable, readTaught } from './servedTable';
import { SITES } from './sites';

const site = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  hosts: [`${id}.example`],
  editor: 'textarea',
  selectors: { input: 'textarea', sendButton: 'button', assistantMessage: '.a', codeBlock: 'pre' },
  ...extra,
});
const table = (sites: unknown[], format: unknown = ADAPTER_FORMAT) => ({ format, version: 'v1', sites });
const at = (url: string) => new URL(url) as unknown as Location;
const empty = () => document.implementation.createHTMLDocument();

afterEach(() => vi.restoreAllMocks());

describe('readServedTable', () => {
  it('keeps every site the build serves', () => {
    const read = readServedTable(table(JSON.parse(JSON.stringify(SITES)) as unknown[]));
    expect(typeof read === 'string' ? read : read.sites.map((s) => s.id)).toEqual(SITES.map((s) => s.id));
  });

  it('refuses another format, saying which one this bookmarklet reads', () => {
    expect(readServedTable(table([site('a')], 0))).toBe('table format 0; this bookmarklet reads format 1');
    expect(readServedTable(table([site('a')], 2))).toMatch(/format 2; this bookmarklet reads format 1/);
    expect(readServedTable('{}')).toMatch(/not an object/);
  });

  it('drops bad entries one by one and keeps the good ones', () => {
    const read = readServedTable(
      table([
        site('good'),
        site('code', { editor: 'eval' }),
        site('fn', { hosts: [{ toString: 'x' }] }),
        site('extra', { selectors: { ...site('x').selectors, onload: 'pre' } }),
        site('short', { selectors: { input: 'textarea' } }),
        site('long', { selectors: { ...site('x').selectors, input: 'a'.repeat(1001) } }),
        site('bad id!'),
        site('many', { hosts: Array.from({ length: 21 }, (_, i) => `h${i}.example`) }),
        'not a site',
      ]),
    ) as AdapterTable;
    expect(read.sites.map((s) => s.id)).toEqual(['good']);
    expect(read.version).toBe('v1');
  });

  it('drops a site whose selector does not parse', () => {
    const broken = site('broken', { selectors: { ...site('x').selectors, codeBlock: 'pre[' } });
    const fingerprint = site('print', { fingerprint: ['#ok', ':::'] });
    expect((readServedTable(table([broken, fingerprint, site('ok')])) as AdapterTable).sites).toHaveLength(1);
  });

  it('refuses a huge table outright', () => {
    const huge = Array.from({ length: 5000 }, (_, i) => site(`s${i}`));
    expect(readServedTable(table(huge))).toMatch(/over 200 sites/);
  });

  it('checks a taught entry the same way', () => {
    const taught = { host: 'chat.example', selectors: { input: '#in' }, editor: 'auto', savedAt: 'now' };
    expect(readTaught(taught)).toEqual(taught);
    expect(readTaught({ ...taught, selectors: { input: 'div[' } })).toBeUndefined();
    expect(readTaught({ ...taught, selectors: { script: 'div' } })).toBeUndefined();
    expect(readTaught({ ...taught, editor: 'other' })).toBeUndefined();
    expect(readTaught({ ...taught, base: 42 })).toBeUndefined();
  });
});

describe('pickAdapter with served data', () => {
  const served = readServedTable(
    table([
      site('newsite'),
      {
        ...JSON.parse(JSON.stringify(SITES[0])),
        selectors: { ...SITES[0]!.selectors, input: '#served-input' },
      },
    ]),
  ) as AdapterTable;
  const taught: TaughtAdapter = {
    host: 'chatgpt.com',
    base: 'chatgpt',
    selectors: { sendButton: '#taught-send' },
    editor: 'textarea',
    savedAt: 'now',
  };

  it('prefers the served adapter of a site over the built-in one, and names the table version', () => {
    const pick = pickAdapter({ adapter: 'auto' }, { table: served }, at('https://chatgpt.com/c/1'), empty());
    expect(pick).toMatchObject({ source: 'served', tableVersion: 'v1' });
    expect(pick.adapter.selectors.input).toBe('#served-input');
    const builtIn = pickAdapter({ adapter: 'auto' }, {}, at('https://chatgpt.com/c/1'), empty());
    expect(builtIn.source).toBe('built-in');
    expect(builtIn.adapter.selectors.input).toContain('#prompt-textarea');
  });

  it('finds a site only the served table knows, and falls back to generic without it', () => {
    const url = at('https://newsite.example/');
    expect(pickAdapter({ adapter: 'auto' }, { table: served }, url, empty()).adapter.id).toBe('newsite');
    expect(pickAdapter({ adapter: 'auto' }, {}, url, empty()).source).toBe('generic');
    // Finding nothing on its own is no unknown name: no warning, table or not.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const other = at('https://unknown.example/');
    expect(pickAdapter({ adapter: 'auto' }, { table: served }, other, empty()).source).toBe('generic');
    expect(pickAdapter({ adapter: 'generic' }, { table: served }, other, empty()).source).toBe('generic');
    expect(warn).not.toHaveBeenCalled();
    expect(pickAdapter({ adapter: 'nosuch' }, { table: served }, other, empty()).source).toBe('generic');
    expect(warn).toHaveBeenCalledOnce();
  });

  it('lets a taught entry win, merging its parts over its base', () => {
    const pick = pickAdapter(
      { adapter: 'auto' },
      { table: served, taught },
      at('https://chatgpt.com/'),
      empty(),
    );
    expect(pick.source).toBe('taught');
    expect(pick.adapter.id).toBe('chatgpt');
    expect(pick.adapter.selectors).toMatchObject({ input: '#served-input', sendButton: '#taught-send' });
    expect(pick.adapter.editor).toBe('textarea');
    // Only on its own host.
    const elsewhere = pickAdapter({ adapter: 'auto' }, { taught }, at('https://other.example/'), empty());
    expect(elsewhere.source).toBe('generic');
  });

  it('looks a named adapter up in the served table, then the built-in one; taught still wins', () => {
    const url = at('https://self-hosted.example/');
    expect(pickAdapter({ adapter: 'newsite' }, { table: served }, url, empty()).source).toBe('served');
    expect(pickAdapter({ adapter: 'demo' }, { table: served }, url, empty()).source).toBe('built-in');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(pickAdapter({ adapter: 'newsite' }, {}, url, empty()).source).toBe('generic');
    const own = { ...taught, host: 'self-hosted.example', base: 'newsite' };
    const pick = pickAdapter({ adapter: 'newsite' }, { table: served, taught: own }, url, empty());
    expect(pick.source).toBe('taught');
    expect(pick.adapter.selectors.sendButton).toBe('#taught-send');
  });

  it('lets a taught entry override generic selectors from the config', () => {
    const config = { adapter: 'generic', selectors: { input: '#config-input', sendButton: '#config-send' } };
    const url = at('https://self-hosted.example/');
    expect(pickAdapter(config, {}, url, empty()).adapter.selectors.input).toBe('#config-input');
    const own: TaughtAdapter = {
      host: 'self-hosted.example',
      selectors: { input: '#mine' },
      editor: 'auto',
      savedAt: '',
    };
    const pick = pickAdapter(config, { taught: own }, url, empty());
    expect(pick.source).toBe('taught');
    expect(pick.adapter.selectors).toMatchObject({ input: '#mine', sendButton: '#config-send' });
  });
});
