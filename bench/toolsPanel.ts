// Benchmark 7: the sidebar's tools tab with 200 tools from 10 servers: time to render the real panel (React
// commit + layout, production React, the app's built CSS) and, if the panel has a search box, the time per
// keystroke until the filtered list is on screen.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { bundleEntry, htmlPage, servePages } from './lib/browser';
import type { BenchStack } from './lib/benchStack';
import { row, type BenchResult } from './lib/report';
import { fmt, summarize } from './lib/stats';

const NAME = 'tools tab';
const SERVERS = 10;
const TOOLS_PER_SERVER = 20;
const RENDERS = 12;
const QUERIES = ['search', 'file', 'write_not', 'graph 1'];
const TARGET_RENDER_MS = 60;
const TARGET_KEYSTROKE_MS = 8;

interface ToolsApi {
  fill(servers: number, perServer: number): number;
  render(): Promise<{ first: number; complete: number }>;
  keystroke(value: string): Promise<number>;
  hasSearch(): boolean;
  rows(): number;
}
declare const window: Window & { __benchTools: ToolsApi };

async function builtCss(distDir: string): Promise<string> {
  const assets = join(distDir, 'assets');
  const files = (await readdir(assets)).filter((name) => name.endsWith('.css'));
  return (await Promise.all(files.map((name) => readFile(join(assets, name), 'utf8')))).join('\n');
}

export async function runToolsPanel(env: BenchStack): Promise<BenchResult> {
  const script = await bundleEntry('bench/pages/toolsPanelPage.tsx');
  const css = await builtCss(env.build.distDir);
  const body = `<style>${css}</style><div id="root" style="width:400px"></div>`;
  const pages = await servePages({ '/': htmlPage('Tools tab', body, '/tools.js'), '/tools.js': script });
  const context = await env.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(pages.url);
    const total = await page.evaluate(([s, t]) => window.__benchTools.fill(s, t), [
      SERVERS,
      TOOLS_PER_SERVER,
    ] as const);
    const renders: { first: number; complete: number }[] = [];
    for (let i = 0; i < RENDERS; i++) renders.push(await page.evaluate(() => window.__benchTools.render()));
    const shownRows = await page.evaluate(() => window.__benchTools.rows());
    const cold = renders[0]?.first ?? Number.NaN;
    const warm = summarize(renders.slice(1).map((r) => r.first));
    const complete = summarize(renders.map((r) => r.complete));
    const hasSearch = await page.evaluate(() => window.__benchTools.hasSearch());
    const keystrokes: number[] = [];
    if (hasSearch) {
      for (const query of QUERIES) {
        for (let i = 1; i <= query.length; i++)
          keystrokes.push(await page.evaluate((v) => window.__benchTools.keystroke(v), query.slice(0, i)));
        keystrokes.push(await page.evaluate(() => window.__benchTools.keystroke('')));
      }
    }
    const search = summarize(keystrokes);
    const rows = [
      row(
        NAME,
        `first render, ${total} tools (${shownRows} list items)`,
        `${fmt(cold, 1)} ms`,
        `<= ${TARGET_RENDER_MS} ms`,
        cold <= TARGET_RENDER_MS,
      ),
      row(
        NAME,
        `re-render, median | p95 (n=${warm.n})`,
        `${fmt(warm.median, 1)} | ${fmt(warm.p95, 1)} ms`,
        `<= ${TARGET_RENDER_MS} ms`,
        warm.p95 <= TARGET_RENDER_MS,
      ),
      row(
        NAME,
        `every row mounted (the rest render in the background), median | p95 (n=${complete.n})`,
        `${fmt(complete.median, 1)} | ${fmt(complete.p95, 1)} ms`,
      ),
      hasSearch
        ? row(
            NAME,
            `search per keystroke, median | p95 (n=${search.n})`,
            `${fmt(search.median, 1)} | ${fmt(search.p95, 1)} ms`,
            `<= ${TARGET_KEYSTROKE_MS} ms`,
            search.p95 <= TARGET_KEYSTROKE_MS,
          )
        : row(NAME, 'search', 'not built yet'),
    ];
    return {
      rows,
      figures: {
        tools: total,
        rowsShown: shownRows,
        firstRenderMs: cold,
        renderMs: warm,
        completeRenderMs: complete,
        hasSearch,
        keystrokeMs: hasSearch ? search : null,
        queries: QUERIES,
      },
    };
  } finally {
    await context.close();
    await pages.stop();
  }
}
