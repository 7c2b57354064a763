// Page-side probes for benchmark 6 (bench/hostPage.ts): the chat driver's API, a timed MutationObserver,
// and a listener in the sidebar frame that notes when each tools/call arrives.
import type { Frame, Page } from 'playwright-core';
import type { StreamOutcome } from '../pages/chatDriver';

export interface ChatApi {
  seedHistory(count: number): void;
  stream(total: number, chunks: number, intervalMs: number, call: string): Promise<StreamOutcome>;
  callBlock(tool: string, callId: number, query: string): string;
  count(): number;
}
/** The page's and the sidebar frame's globals as the probes see them (code passed to evaluate runs there). */
export type ProbedWindow = Window &
  typeof globalThis & {
    __benchChat: ChatApi;
    __moTime: number;
    __benchCalls: Array<{ at: number; query: string }>;
  };
declare const window: ProbedWindow;

/** Times every MutationObserver callback of the page, so the runtime's own observer work shows separately. */
function wrapMutationObserver(): void {
  const Native = window.MutationObserver;
  window.__moTime = 0;
  window.MutationObserver = class extends Native {
    constructor(callback: MutationCallback) {
      super((records, observer) => {
        const start = performance.now();
        try {
          callback(records, observer);
        } finally {
          window.__moTime += performance.now() - start;
        }
      });
    }
  };
}

/** Records when each tools/call message reaches the sidebar window (listener added in the sidebar frame). */
export function listenForCalls(): void {
  window.__benchCalls = [];
  window.addEventListener('message', (event: MessageEvent) => {
    const payload = (
      event.data as { payload?: { method?: string; params?: { arguments?: { query?: string } } } }
    )?.payload;
    if (payload?.method === 'tools/call')
      window.__benchCalls.push({
        at: performance.timeOrigin + performance.now(),
        query: payload.params?.arguments?.query ?? '',
      });
  });
}

export async function openChat(page: Page, url: string, history: number): Promise<void> {
  await page.addInitScript(wrapMutationObserver);
  await page.goto(url);
  await page.evaluate((n) => window.__benchChat.seedHistory(n), history);
}

export async function waitForCall(
  frame: Frame,
  query: string,
  timeoutMs: number,
): Promise<number | undefined> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const at = await frame.evaluate((q) => window.__benchCalls.find((c) => c.query === q)?.at, query);
    if (at !== undefined) return at;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}
