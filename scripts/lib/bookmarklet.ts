// Runs the built bookmarklet the way a browser runs one: its code, decoded from the javascript: URL,
// evaluated in the page's main world (not an isolated world, and not through a <script> the CSP could block).
// Shared by the browser tests, the bench and the screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/** The bookmark's javascript: URL, exactly as the build wrote it. */
export function bookmarkletUrl(distDir: string): string {
  return readFileSync(join(distDir, 'bookmarklet.txt'), 'utf8').trim();
}

export function bookmarkletCode(distDir: string): string {
  return codeOfBookmarklet(bookmarkletUrl(distDir));
}

/** The code a bookmarklet's javascript: URL runs (e.g. the href of the dashboard's bookmarklet link). */
export function codeOfBookmarklet(url: string): string {
  const trimmed = url.trim();
  if (!trimmed.startsWith('javascript:')) throw new Error('the bookmarklet is not a javascript: URL');
  return decodeURIComponent(trimmed.slice('javascript:'.length));
}

export async function clickBookmarklet(page: Page, distDir: string): Promise<void> {
  await page.evaluate(bookmarkletCode(distDir));
}
