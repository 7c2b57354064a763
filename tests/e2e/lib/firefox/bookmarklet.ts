// Clicks the built bookmarklet in Firefox. Where the page has no CSP, the tab navigates to the javascript:
// URL of dist/bookmarklet.txt itself, as a bookmark click does: Firefox decodes the whole URL and runs it in
// the page's main world. A WebDriver navigation is checked against the page's CSP (Firefox refuses it with
// NS_ERROR_CONTENT_BLOCKED), while a bookmark click is exempt, so on a CSP page the decoded code is
// evaluated in the main world instead, as the Chromium tests do (scripts/lib/bookmarklet.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'puppeteer-core';
import { bookmarkletCode } from '../../../../scripts/lib/bookmarklet';

/** The bookmark's URL, exactly as the build wrote it. */
export function bookmarkletUrl(distDir: string): string {
  return readFileSync(join(distDir, 'bookmarklet.txt'), 'utf8').trim();
}

// puppeteer's goto waits for a load that a javascript: URL never starts; its BiDi context can navigate
// without waiting. Typed here because puppeteer does not export that layer.
interface BidiNavigable {
  browsingContext?: { navigate(url: string, wait: 'none'): Promise<void> };
}

export async function navigateToBookmarklet(page: Page, distDir: string): Promise<void> {
  const context = (page.mainFrame() as unknown as BidiNavigable).browsingContext;
  if (!context) throw new Error('this puppeteer has no BiDi browsing context on its frames (a CDP browser?)');
  await context.navigate(bookmarkletUrl(distDir), 'none');
}

export async function evaluateBookmarklet(page: Page, distDir: string): Promise<void> {
  await page.evaluate(bookmarkletCode(distDir));
}
