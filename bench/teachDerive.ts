// Benchmark: "Teach this site" on the largest saved chat page, in Chromium. After the user's clicks, the
// picker derives the input, send, answer and user-message selectors and checks them live; the user waits
// for that before the checks show, so it must feel instant.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { AdapterSelectors } from '../bridge/protocol/adapters';
import { SITES } from '../embed/adapters/sites';
import { launchChromium } from '../scripts/lib/browser';
import { REPO_ROOT } from '../scripts/lib/paths';
import { bundleEntry, servePages } from './lib/browser';
import { row, type BenchResult } from './lib/report';
import { fmt, summarize, type Summary } from './lib/stats';

const NAME = 'teach';
const RUNS = 50;
const WARMUP = 5;
const TARGET_MS = 50;
/** The same page grown to a long chat, as a user teaches a site mid-conversation. */
const LONG_CHAT = 200;
const FIXTURES = join(REPO_ROOT, 'tests/fixtures/sites');

interface TeachRun {
  ms: number;
  ok: boolean;
  selectors: Partial<AdapterSelectors>;
}
declare const window: Window & {
  __benchTeach: (hand: AdapterSelectors) => TeachRun;
  __benchTeachGrow: (hand: AdapterSelectors, messages: number) => number;
};

async function largestFixture(): Promise<{ file: string; bytes: number }> {
  const files = (await readdir(FIXTURES)).filter((name) => name.endsWith('.html'));
  const sized = await Promise.all(
    files.map(async (file) => ({ file, bytes: (await stat(join(FIXTURES, file))).size })),
  );
  return sized.sort((a, b) => b.bytes - a.bytes)[0]!;
}

export async function runTeachDerive(): Promise<BenchResult> {
  const { file, bytes } = await largestFixture();
  const id = file.replace(/\.html$/, '');
  const site = SITES.find((candidate) => candidate.id === id);
  if (!site) throw new Error(`no adapter for the fixture ${file}`);
  const script = await bundleEntry('bench/pages/teachDerivePage.ts', true);
  const html = (await readFile(join(FIXTURES, file), 'utf8')).replace(
    '</body>',
    '<script src="/teach.js"></script></body>',
  );
  const pages = await servePages({ '/': html, '/teach.js': script });
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(pages.url);
    const measure = async () => {
      const runs: TeachRun[] = [];
      for (let i = 0; i < WARMUP + RUNS; i++)
        runs.push(await page.evaluate((hand) => window.__benchTeach(hand), site.selectors));
      const timed = runs.slice(WARMUP);
      return { summary: summarize(timed.map((run) => run.ms)), ok: timed.every((run) => run.ok), timed };
    };
    const saved = await measure();
    const messages = await page.evaluate(([hand, n]) => window.__benchTeachGrow(hand, n), [
      site.selectors,
      LONG_CHAT,
    ] as const);
    const long = await measure();
    const line = (label: string, { summary, ok }: { summary: Summary; ok: boolean }) =>
      row(
        NAME,
        `${label}, median | p95 (n=${summary.n})`,
        `${fmt(summary.median, 2)} | ${fmt(summary.p95, 2)} ms`,
        `<= ${TARGET_MS} ms, checks pass`,
        summary.p95 <= TARGET_MS && ok,
      );
    return {
      rows: [
        line(`derive selectors on the largest fixture (${file}, ${(bytes / 1024).toFixed(1)} KB)`, saved),
        line(`the same page grown to ${messages} messages`, long),
      ],
      figures: {
        fixture: file,
        bytes,
        runs: saved.summary,
        checksPass: saved.ok,
        selectors: saved.timed[0]?.selectors,
        longChat: { messages, runs: long.summary, checksPass: long.ok },
      },
    };
  } finally {
    await browser.close().catch(() => undefined);
    await pages.stop().catch(() => undefined);
  }
}
