// What a failed wait shows: the console of every frame of the page and the text of every frame, so a rare
// timeout in a full run says where the loop stopped (no call detected, call not run, result not inserted).
import type { Page } from 'playwright-core';

const consoles = new WeakMap<Page, string[]>();
const MAX_LINES = 60;
const MAX_FRAME_CHARS = 1_500;

/** Starts keeping the page's console messages (all frames) for failure reports. */
export function recordConsole(page: Page): void {
  const lines: string[] = [];
  consoles.set(page, lines);
  page.on('console', (message) => {
    lines.push(`[${message.type()}] ${message.text().slice(0, 300)}`);
    if (lines.length > MAX_LINES) lines.shift();
  });
}

/** A report of the page's state: each frame's text (shortened) and the recorded console lines. */
export async function describePage(page: Page): Promise<string> {
  const parts: string[] = [];
  for (const frame of page.frames()) {
    const text = await frame
      .locator('body')
      .innerText({ timeout: 2_000 })
      .catch((error: unknown) => `(unreadable: ${String(error).slice(0, 100)})`);
    parts.push(`--- frame ${frame.url().slice(0, 100)}\n${text.slice(-MAX_FRAME_CHARS)}`);
  }
  parts.push(`--- console\n${(consoles.get(page) ?? ['(not recorded)']).join('\n')}`);
  return parts.join('\n');
}

/** Runs a wait; when it fails, the error carries describePage's report. */
export async function withPageReport<T>(page: Page, wait: () => Promise<T>): Promise<T> {
  try {
    return await wait();
  } catch (error) {
    const report = await describePage(page).catch(() => '(no report)');
    if (error instanceof Error) error.message += `\n\nPage state:\n${report}`;
    throw error;
  }
}
