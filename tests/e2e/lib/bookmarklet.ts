// Runs the built bookmarklet the way a browser runs one: its code, decoded from the javascript: URL,
// evaluated in the page's main world (not an isolated world, and not through a <script> the CSP could block).
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

/** Records CSP violations (including Trusted Types) from the start of the page. */
export async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: Array<{ directive: string; blocked: string; sample: string; source: string }> = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile,
      });
    });
  });
}

export function violations(
  page: Page,
): Promise<Array<{ directive: string; blocked: string; sample: string; source: string }>> {
  return page.evaluate(() => (window as unknown as { __cspViolations: [] }).__cspViolations);
}
