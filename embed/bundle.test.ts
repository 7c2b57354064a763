// The page bundle's budget and hygiene: small enough for a bookmark, no zod or SDK inside, no HTML or
// script-URL sinks that Trusted Types pages would refuse, and it boots a sidebar frame in a DOM.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOOKMARKLET_BUDGET_CHARS,
  BOOKMARKLET_CEILING_CHARS,
  EMBED_BUDGET_BYTES,
  EMBED_CEILING_BYTES,
  buildEmbed,
  toBookmarklet,
} from '../scripts/build-embed';

// jsdom ships no type declarations here; this is the slice of its API the boot test uses.
interface JsdomWindow extends Window {
  eval(code: string): unknown;
}
type JsdomConstructor = new (
  html: string,
  options: { url: string; runScripts: 'outside-only' },
) => { window: JsdomWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const APP_ORIGIN = 'https://bridge.example.test';
/** Strings that survive minification in zod / SDK code (checked below against real bundles of them). */
const ZOD_MARKERS = ['ZodError', '$ZodType', 'safeParse(', 'invalid_type', '_zod'];
const SDK_MARKERS = ['StreamableHTTPClientTransport', 'mcp-session-id'];
const SINKS = [
  'innerHTML',
  'outerHTML',
  'insertAdjacentHTML',
  'document.write',
  '.src=',
  'createElement("script")',
  'srcdoc',
];

let outDir: string;
let embed = '';
let bookmarklet = '';
let snippet = '';

async function bundleOf(contents: string): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const found = (code: string, markers: string[]) => markers.filter((marker) => code.includes(marker));

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'embed-build-'));
  await buildEmbed({ appOrigin: APP_ORIGIN, outDir });
  const read = (name: string) => readFile(join(outDir, name), 'utf8');
  [embed, bookmarklet, snippet] = await Promise.all([
    read('embed.js'),
    read('bookmarklet.txt'),
    read('embed-snippet.html'),
  ]);
}, 60_000);

afterAll(async () => {
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

describe('the page bundle', () => {
  it('fits the size budget, which leaves room under the hard ceilings', () => {
    expect(Buffer.byteLength(embed)).toBeLessThanOrEqual(EMBED_BUDGET_BYTES);
    expect(EMBED_BUDGET_BYTES).toBe(50 * 1024);
    expect(bookmarklet.length).toBeLessThanOrEqual(BOOKMARKLET_BUDGET_CHARS);
    expect(BOOKMARKLET_BUDGET_CHARS).toBe(55_000);
    expect([EMBED_CEILING_BYTES, BOOKMARKLET_CEILING_CHARS]).toEqual([60 * 1024, 65_000]);
  });

  it('has the app origin baked in', () => {
    expect(embed).toContain(JSON.stringify(APP_ORIGIN));
    expect(embed).not.toContain('__APP_ORIGIN__');
  });

  it('is a javascript: URL that decodes back to the bundle, and parses', () => {
    expect(bookmarklet.startsWith('javascript:')).toBe(true);
    expect(bookmarklet).not.toMatch(/[#\s]/);
    expect(bookmarklet).not.toMatch(/%(?![0-9A-F]{2})/);
    const code = decodeURIComponent(bookmarklet.slice('javascript:'.length));
    expect(code).toBe(`(()=>{${embed.trim()}\n})()`);
    expect(() => new Function(code)).not.toThrow();
  });

  it('carries no zod or SDK code', () => {
    expect(found(embed, [...ZOD_MARKERS, ...SDK_MARKERS])).toEqual([]);
  });

  it('would notice zod or the SDK: the markers are in real bundles of them', async () => {
    // @mcp-b/transports without our alias pulls the SDK core and zod in.
    const transports = await bundleOf(
      "import { IframeParentTransport } from '@mcp-b/transports'; console.log(IframeParentTransport);",
    );
    expect(found(transports, ZOD_MARKERS)).toEqual(ZOD_MARKERS);
    const client = await bundleOf(
      "import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client'; console.log(Client, StreamableHTTPClientTransport);",
    );
    expect(found(client, SDK_MARKERS)).toEqual(SDK_MARKERS);
  }, 60_000);

  it('has no HTML sinks and assigns no script URLs', () => {
    expect(found(embed, SINKS)).toEqual([]);
  });

  it('boots in a page: one sidebar frame on the app origin, and a second run toggles it', () => {
    const dom = new JSDOM('<!doctype html><html><body><textarea></textarea></body></html>', {
      url: 'https://chat.example.test/c/1',
      runScripts: 'outside-only',
    });
    const code = decodeURIComponent(bookmarklet.slice('javascript:'.length));
    dom.window.eval(code);
    const host = dom.window.document.querySelector('[data-mcp-bridge="root"]');
    const frame = host?.shadowRoot?.querySelector('iframe');
    expect(frame?.getAttribute('src')).toBe(
      `${APP_ORIGIN}/sidebar.html?host=${encodeURIComponent('https://chat.example.test')}`,
    );
    dom.window.eval(code);
    expect(dom.window.document.querySelectorAll('[data-mcp-bridge="root"]')).toHaveLength(1);
    expect(frame?.style.getPropertyValue('display')).toBe('none');
    // No dom.window.close(): the runtime keeps observing (the page cannot stop it), and tearing the
    // document down under its MutationObserver only makes jsdom log noise.
  });

  it('writes an example snippet for the app origin', () => {
    expect(snippet).toContain(`<script src="${APP_ORIGIN}/embed.js" data-config='`);
    const config = /data-config='([^']*)'/.exec(snippet)?.[1];
    expect(JSON.parse(config ?? '')).toMatchObject({ layout: 'push' });
  });
});

describe('toBookmarklet', () => {
  it('escapes only what a URL would misread, and round-trips through decodeURIComponent', () => {
    const code = 'var a = "50%"; // #hash\nvar b = "%41";\r\n\ttrue';
    const url = toBookmarklet(code);
    expect(url).toBe(
      'javascript:(()=>{var%20a%20=%20"50%25";%20//%20%23hash%0Avar%20b%20=%20"%2541";%0D%0A%09true%0A})()',
    );
    expect(decodeURIComponent(url.slice('javascript:'.length))).toBe(`(()=>{${code}\n})()`);
  });

  it('keeps the closing brackets out of a trailing line comment', () => {
    const url = toBookmarklet('globalThis.ran = 1 // the end');
    expect(() => new Function(decodeURIComponent(url.slice('javascript:'.length)))).not.toThrow();
  });
});
