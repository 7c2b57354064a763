// Launches Debian's Firefox ESR through puppeteer-core over WebDriver BiDi (Playwright's own Firefox build
// can't be downloaded here). One browser per test file; each scenario takes its own browser context.
import puppeteer, { type Browser } from 'puppeteer-core';

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** `prefs` are Firefox preferences set for this launch (e.g. to treat an address as public). */
export function launchFirefox(prefs: Record<string, unknown> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: prefs,
  });
}
