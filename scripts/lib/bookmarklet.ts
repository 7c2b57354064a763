// Runs the built bookmarklet the way a browser runs one: its code, decoded from the javascript: URL,
// evaluated in the page's main world (not an isolated world, and not through a <script> the CSP could block).
// Shared by the browser tests, the bench and the screenshots.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

export function bookmarkletCode(distDir: string): string {
  const url = readFileSync(join(distDir, 'bookmarklet.txt'), 'utf8').trim();
  if (!url.startsWith('javascript:')) throw new Error('bookmarklet.txt is not a javascript: URL');
  return decodeURIComponent(url.slice('javascript:'.length));
}

export async function clickBookmarklet(page: Page, distDir: string): Promise<void> {
  await page.evaluate(bookmarkletCode(distDir));
}
