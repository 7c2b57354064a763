// Every site adapter against its saved page (tests/fixtures/sites): the adapter is picked there, each selector
// finds exactly its part, the streaming signal shows only mid-answer, and no adapter claims another site.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { scanCalls } from '../../bridge/format/scanCalls';
import { adapterHealth } from './health';
import { ADAPTER_FORMAT } from '../../bridge/protocol/adapters';
import type { AdapterTable } from '../../bridge/protocol/adapters';
import { demoAdapter } from './demo';
import { pickAdapter } from './registry';
import { readServedTable } from './servedTable';
import { SITES } from './sites';
import { isStreaming } from './streaming';
import type { SiteAdapter } from './types';
import { SITE_FIXTURES, STREAMING_SITES, sitePage } from '../../tests/fixtures/sites/sitePages';

interface SiteCase {
  id: string;
  /** A page of the site: hostname match, or any host for a self-hosted app. */
  url: string;
  selfHosted?: boolean;
  /** A self-hosted app this site is built on, whose fingerprint it rightly carries. */
  builtOn?: string;
  /** The page has no file input; files go to the drop zone. */
  dropZoneOnly?: boolean;
}

const CASES: SiteCase[] = [
  { id: 'chatgpt', url: 'https://chatgpt.com/c/68a1f0' },
  { id: 'claude', url: 'https://claude.ai/chat/5b1e' },
  { id: 'gemini', url: 'https://gemini.google.com/app/1a2b', dropZoneOnly: true },
  { id: 'aistudio', url: 'https://aistudio.google.com/prompts/new_chat', dropZoneOnly: true },
  { id: 'grok', url: 'https://grok.com/chat/77' },
  { id: 'perplexity', url: 'https://www.perplexity.ai/search/list-files' },
  { id: 'mistral', url: 'https://chat.mistral.ai/chat/9' },
  { id: 'copilot', url: 'https://copilot.microsoft.com/chats/abc' },
  { id: 'github-copilot', url: 'https://github.com/copilot/c/42' },
  { id: 'openrouter', url: 'https://openrouter.ai/chat?room=1' },
  { id: 't3chat', url: 'https://t3.chat/chat/1' },
  { id: 'deepseek', url: 'https://chat.deepseek.com/a/chat/s/1' },
  { id: 'kimi', url: 'https://www.kimi.com/chat/1' },
  { id: 'qwen', url: 'https://chat.qwen.ai/c/1' },
  { id: 'tongyi', url: 'https://www.tongyi.com/qianwen/?sessionId=1' },
  { id: 'doubao', url: 'https://www.doubao.com/chat/1' },
  { id: 'zai', url: 'https://chat.z.ai/c/1', builtOn: 'openwebui' },
  { id: 'chatglm', url: 'https://chatglm.cn/main/alltoolsdetail' },
  { id: 'yuanbao', url: 'https://yuanbao.tencent.com/chat/naQivTmsDa' },
  { id: 'openwebui', url: 'https://ai.intranet.example/c/1', selfHosted: true },
  { id: 'librechat', url: 'http://localhost:3080/c/new', selfHosted: true },
  { id: 'lobechat', url: 'https://lobe.home.example/chat', selfHosted: true },
];

const ANY_HOST = 'https://chat.example.test/c/1';

function at(url: string): Location {
  const { hostname, pathname } = new URL(url);
  return { hostname, pathname } as Location;
}

// The sites as the page gets them: through the served table (as the build writes it) and the page's own check.
const TABLE = readServedTable({
  format: ADAPTER_FORMAT,
  version: 'test',
  sites: JSON.parse(JSON.stringify(SITES)) as unknown,
}) as AdapterTable;
const SITE_ADAPTERS: readonly SiteAdapter[] = [...TABLE.sites, demoAdapter];
const pickAt = (url: string, doc: Document) =>
  pickAdapter({ adapter: 'auto' }, { table: TABLE }, at(url), doc);

function adapter(id: string): SiteAdapter {
  const found = SITE_ADAPTERS.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`no adapter ${id}`);
  return found;
}

const all = (doc: Document | Element, selector: string) => Array.from(doc.querySelectorAll(selector));

function expectEditorElement(kind: SiteAdapter['editor'], input: Element): void {
  const editable = input.getAttribute('contenteditable') === 'true';
  if (kind === 'textarea') expect(input.tagName).toBe('TEXTAREA');
  else if (kind === 'auto') expect(input.tagName === 'TEXTAREA' || editable).toBe(true);
  else expect(editable).toBe(true);
  if (kind === 'prosemirror') expect(input.classList.contains('ProseMirror')).toBe(true);
  if (kind === 'quill') expect(input.classList.contains('ql-editor')).toBe(true);
  if (kind === 'lexical') expect(input.getAttribute('data-lexical-editor')).toBe('true');
}

/** A <button>, an ARIA button, or the site's own send control without button semantics. */
function isControl(element: Element): boolean {
  return (
    element.tagName === 'BUTTON' ||
    element.getAttribute('role') === 'button' ||
    /send|enter|operate/i.test(element.className)
  );
}

describe('site adapters vs saved pages', () => {
  it('has one case and one fixture per site, and a streaming fixture exactly where there is a signal', () => {
    expect(CASES.map((c) => c.id).sort()).toEqual(SITES.map((s) => s.id).sort());
    const files = [
      ...readdirSync(SITE_FIXTURES).filter((name) => name.endsWith('.html')),
      ...STREAMING_SITES.map((id) => `${id}.streaming.html`),
    ];
    const expected = SITES.flatMap((s) =>
      s.selectors.streaming ? [`${s.id}.html`, `${s.id}.streaming.html`] : [`${s.id}.html`],
    );
    expect(files.sort()).toEqual(expected.sort());
  });

  it('has selectors that all parse', () => {
    const doc = document.implementation.createHTMLDocument();
    for (const site of SITE_ADAPTERS) {
      for (const selector of [...Object.values(site.selectors), ...(site.fingerprint ?? [])]) {
        expect(() => doc.querySelector(selector), `${site.id}: ${selector}`).not.toThrow();
      }
    }
  });

  describe.each(CASES)('$id', ({ id, url, selfHosted, builtOn, dropZoneOnly }) => {
    const site = adapter(id);
    const { selectors } = site;
    const doc = sitePage(id);

    it('is picked on its own page, and only there by hostname', () => {
      expect(pickAt(url, doc).adapter.id).toBe(id);
      const byFingerprint = selfHosted ? id : (builtOn ?? 'generic');
      expect(pickAt(ANY_HOST, doc).adapter.id).toBe(byFingerprint);
    });

    it('finds the input with the editor its family needs, and one send control', () => {
      const inputs = all(doc, selectors.input);
      expect(inputs).toHaveLength(1);
      expectEditorElement(site.editor, inputs[0]!);
      const sends = all(doc, selectors.sendButton);
      expect(sends).toHaveLength(1);
      expect(isControl(sends[0]!)).toBe(true);
    });

    it('finds one user and one assistant message, with the tool call in a code block', () => {
      const answers = all(doc, selectors.assistantMessage);
      expect(answers).toHaveLength(1);
      const users = all(doc, selectors.userMessage ?? ':not(*)');
      expect(users).toHaveLength(1);
      expect(answers[0]!.contains(users[0]!) || users[0]!.contains(answers[0]!)).toBe(false);
      const blocks = all(answers[0]!, selectors.codeBlock);
      expect(blocks.length).toBeGreaterThan(0);
      const scans = blocks.flatMap((block) => scanCalls(block.textContent ?? ''));
      expect(scans.map((scan) => scan.kind)).toEqual(['complete']);
    });

    it('finds where files go', () => {
      const fileInput = selectors.fileInput ? doc.querySelector(selectors.fileInput) : null;
      if (dropZoneOnly) {
        expect(fileInput).toBeNull();
        if (selectors.dropZone) expect(doc.querySelector(selectors.dropZone)).not.toBeNull();
      } else {
        expect(fileInput?.getAttribute('type')).toBe('file');
      }
    });

    it('reports the layout healthy: every part but the streaming signal is found', () => {
      const { missing } = adapterHealth(site, doc);
      expect(missing.filter((part) => !['streaming', 'fileInput', 'dropZone'].includes(part))).toEqual([]);
    });

    if (STREAMING_SITES.includes(id))
      it('tells a streaming answer from a finished one', () => {
        expect(isStreaming(selectors, all(doc, selectors.assistantMessage)[0]!)).toBe(false);
        const live = sitePage(id, 'streaming');
        const answer = all(live, selectors.assistantMessage)[0]!;
        expect(isStreaming(selectors, answer)).toBe(true);
        // Mid-answer the call is cut off, and the send selector never points at the stop control.
        const text = all(answer, selectors.codeBlock)
          .map((block) => block.textContent)
          .join('\n');
        expect(scanCalls(text).map((scan) => scan.kind)).toEqual(['incomplete']);
        const send = live.querySelector(selectors.sendButton);
        if (send && selectors.streaming) expect(send.matches(selectors.streaming)).toBe(false);
      });
  });

  it('never lets one adapter claim another site', () => {
    for (const { id, url } of CASES) {
      const byHost = SITE_ADAPTERS.filter(
        (site) => pickAt(url, document.implementation.createHTMLDocument()).adapter === site,
      );
      const doc = sitePage(id);
      const fingerprints = SITE_ADAPTERS.filter((site) =>
        site.fingerprint?.every((selector) => doc.querySelector(selector)),
      ).map((site) => site.id);
      const own = CASES.find((c) => c.id === id)!;
      expect(byHost.map((site) => site.id)).toEqual(own.selfHosted ? [] : [id]);
      expect(fingerprints).toEqual(own.selfHosted ? [id] : own.builtOn ? [own.builtOn] : []);
    }
  });

  it('matches hostnames on label boundaries and paths on segment boundaries', () => {
    const empty = document.implementation.createHTMLDocument();
    const pick = (url: string) => pickAt(url, empty).adapter.id;
    expect(pick('https://notchatgpt.com/')).toBe('generic');
    expect(pick('https://chatgpt.com.evil.example/')).toBe('generic');
    expect(pick('https://github.com/copilot')).toBe('github-copilot');
    expect(pick('https://github.com/copilotx')).toBe('generic');
    expect(pick('https://github.com/settings')).toBe('generic');
    expect(pick('https://openrouter.ai/models')).toBe('generic');
  });
});
