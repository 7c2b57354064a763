// Collects CSP violations from every page, popup and frame of a browser context, as they happen: a window
// that closes itself (the consent window) still reports what it saw.
import type { BrowserContext } from 'playwright-core';

export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
}

export async function recordContextViolations(context: BrowserContext): Promise<CspViolation[]> {
  const seen: CspViolation[] = [];
  await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
    seen.push(violation);
  });
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(v: unknown): void }).__reportCspViolation;
      report({
        document: event.documentURI,
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return seen;
}
