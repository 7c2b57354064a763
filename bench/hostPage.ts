// Benchmark 6: what the page runtime costs the chat page while a reply streams, and how fast it sends a
// call once the reply is complete. A chat page with the demo markup holds 300 (then 30) messages; a reply of
// 4,000 characters streams in 400 chunks and ends with a complete call. Per chunk we time the DOM write plus
// the microtask checkpoint where MutationObserver callbacks run, with and without the runtime injected.
// Detection latency: from data-streaming flipping to false (page clock) to the tools/call message arriving
// in the sidebar frame (its clock; both are performance.timeOrigin-based wall time).
import { clickBookmarklet } from '../scripts/lib/bookmarklet';
import { bundleEntry, htmlPage, servePages } from './lib/browser';
import { grantInSidebar, pairedContext, sidebarFrame, type BenchStack } from './lib/benchStack';
import { listenForCalls, openChat, waitForCall, type ProbedWindow } from './lib/chatProbes';
import { row, type BenchResult, type Row } from './lib/report';
import { fmt, summarize } from './lib/stats';

const NAME = 'host page';
const HISTORIES = [300, 30];
const TOTAL_CHARS = 4000;
const CHUNKS = 400;
const INTERVAL_MS = 8;
const RUNS_WITHOUT = 2;
const RUNS_WITH = 4;
const TARGET_CHUNK_P95_MS = 2;
const TARGET_DETECTION_P95_MS = 150;

declare const window: ProbedWindow;

export async function runHostPage(env: BenchStack): Promise<BenchResult> {
  const driver = await bundleEntry('bench/pages/chatDriver.ts', true);
  const body =
    '<main><div id="messages"></div><textarea id="chat-input"></textarea><button id="send-button">Send</button></main>';
  const pages = await servePages({
    '/chat': htmlPage('Bench chat', body, '/driver.js'),
    '/driver.js': driver,
  });
  // localhost, not 127.0.0.1: the chat is then another site than the app, so the sidebar runs out of process
  // as it does on a real chat site.
  const chatUrl = `http://localhost:${pages.port}/chat`;
  const rows: Row[] = [];
  const figures: Record<string, unknown> = {
    totalChars: TOTAL_CHARS,
    chunks: CHUNKS,
    intervalMs: INTERVAL_MS,
  };
  try {
    for (const history of HISTORIES) {
      const without: number[] = [];
      const bare = await env.browser.newContext();
      try {
        const page = await bare.newPage();
        await openChat(page, chatUrl, history);
        for (let run = 0; run < RUNS_WITHOUT; run++) {
          const call = await page.evaluate(
            (r) => window.__benchChat.callBlock('search_nodes', 900 + r, `bare-${r}`),
            run,
          );
          const outcome = await page.evaluate(([t, c, i, text]) => window.__benchChat.stream(t, c, i, text), [
            TOTAL_CHARS,
            CHUNKS,
            INTERVAL_MS,
            call,
          ] as const);
          without.push(...outcome.chunkMs);
        }
      } finally {
        await bare.close();
      }

      const withRuntime: number[] = [];
      const observer: number[] = [];
      const detection: number[] = [];
      let missed = 0;
      const { context, page } = await pairedContext(env);
      try {
        await openChat(page, chatUrl, history);
        await clickBookmarklet(page, env.build.distDir);
        await grantInSidebar(page, env.build.appOrigin);
        const frame = sidebarFrame(page, env.build.appOrigin);
        await frame
          .getByText(/connected/i)
          .first()
          .waitFor({ timeout: 30_000 });
        await frame.evaluate(listenForCalls);
        // The grant reaches the page as tools/list_changed; give its re-listing a moment.
        await page.waitForTimeout(1500);
        for (let run = 0; run < RUNS_WITH; run++) {
          const query = `bench-${history}-${run}-${Date.now()}`;
          const call = await page.evaluate(
            ([r, q]) => window.__benchChat.callBlock('search_nodes', 1000 + r, q),
            [run, query] as const,
          );
          const outcome = await page.evaluate(([t, c, i, text]) => window.__benchChat.stream(t, c, i, text), [
            TOTAL_CHARS,
            CHUNKS,
            INTERVAL_MS,
            call,
          ] as const);
          withRuntime.push(...outcome.chunkMs);
          observer.push(...outcome.observerMs);
          const at = await waitForCall(frame, query, 10_000);
          if (at === undefined) missed++;
          else detection.push(at - outcome.flippedAt);
          // Let the result be written back before the next reply starts.
          await page.waitForTimeout(1000);
        }
      } finally {
        await context.close();
      }

      const bareChunk = summarize(without);
      const chunk = summarize(withRuntime);
      const obs = summarize(observer);
      const det = summarize(detection);
      const added = { median: chunk.median - bareChunk.median, p95: chunk.p95 - bareChunk.p95 };
      figures[`history${history}`] = {
        withoutRuntimeMs: bareChunk,
        withRuntimeMs: chunk,
        addedMs: added,
        observerCallbackMs: obs,
        detectionMs: det,
        detectionMissed: missed,
      };
      const h = `${history} msgs`;
      rows.push(
        row(
          NAME,
          `${h}: chunk time without | with runtime, median`,
          `${fmt(bareChunk.median, 3)} | ${fmt(chunk.median, 3)} ms`,
        ),
        row(
          NAME,
          `${h}: chunk time added, median | p95-p95`,
          `${fmt(added.median, 3)} | ${fmt(added.p95, 3)} ms`,
          `p95 < ${TARGET_CHUNK_P95_MS} ms`,
          added.p95 < TARGET_CHUNK_P95_MS,
        ),
        row(
          NAME,
          `${h}: observer callbacks per chunk, median | p95`,
          `${fmt(obs.median, 3)} | ${fmt(obs.p95, 3)} ms`,
          `p95 < ${TARGET_CHUNK_P95_MS} ms`,
          obs.p95 < TARGET_CHUNK_P95_MS,
        ),
        row(
          NAME,
          `${h}: detection, median | p95 (n=${det.n}, missed ${missed})`,
          `${fmt(det.median, 1)} | ${fmt(det.p95, 1)} ms`,
          `p95 < ${TARGET_DETECTION_P95_MS} ms`,
          missed === 0 && det.p95 < TARGET_DETECTION_P95_MS,
        ),
      );
    }
    const big = figures['history300'] as
      { withRuntimeMs: { p95: number }; detectionMs: { median: number } } | undefined;
    const small = figures['history30'] as
      { withRuntimeMs: { p95: number }; detectionMs: { median: number } } | undefined;
    if (big && small) {
      const growth = big.withRuntimeMs.p95 / small.withRuntimeMs.p95;
      figures['chunkP95Growth300vs30'] = growth;
      rows.push(
        row(
          NAME,
          'chunk p95 with runtime, 300 vs 30 msgs',
          `${fmt(growth)}x`,
          '<= 1.5x (no growth)',
          growth <= 1.5,
        ),
      );
    }
    return { rows, figures };
  } finally {
    await pages.stop();
  }
}
