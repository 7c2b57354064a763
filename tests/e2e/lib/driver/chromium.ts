// The driver in Chromium, through Playwright: the Chromium tests' stack (startE2eEnv) and the app-driving
// helpers the other Chromium tests use, so Chromium's input rules for a frame that tracks its visibility
// (a click right after the frame appeared may be dropped) are handled in one place.
import type { BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import {
  decideAndWaitClosed,
  openConsentWindow,
  selectTab,
  withoutLocalPairing,
} from '../../../../scripts/lib/appDriver';
import { clickArmed } from '../armedClick';
import { describePage, recordConsole } from '../diagnostics';
import { startE2eEnv } from '../stackFixture';
import type { Browser, Context, DriverEnv, Name, Role, Scope, Tab } from './driver';

const exact = (name: Name) => ({ name, exact: typeof name === 'string' });

class ChromiumScope implements Scope {
  constructor(
    /** Where locators start: the page, or the sidebar's frame locator. */
    protected readonly root: Page | FrameLocator,
    /** The document to evaluate in, resolved on each use. */
    private readonly document: () => Promise<Page | Frame>,
  ) {}

  async click(role: Role, name: Name): Promise<void> {
    await this.root.getByRole(role, exact(name)).click({ timeout: 20_000 });
  }

  async clickSelector(selector: string): Promise<void> {
    await this.root.locator(selector).click({ timeout: 20_000 });
  }

  isChecked(role: 'switch' | 'checkbox', name: Name): Promise<boolean> {
    return this.root.getByRole(role, exact(name)).isChecked();
  }

  async waitForRole(
    role: Role,
    name: Name,
    { enabled = false, timeout = 20_000 }: { enabled?: boolean; timeout?: number } = {},
  ): Promise<void> {
    const control = this.root.getByRole(role, exact(name)).first();
    await control.waitFor({ timeout });
    if (enabled) await expect.poll(() => control.isEnabled(), { timeout }).toBe(true);
  }

  async clickArmed(selector: string): Promise<void> {
    await clickArmed(this.root.locator(selector));
  }

  async fill(selector: string, text: string): Promise<void> {
    await this.root.locator(selector).fill(text);
  }

  async type(selector: string, text: string, nth = 0): Promise<void> {
    const field = this.root.locator(selector).nth(nth);
    await field.click();
    await field.pressSequentially(text);
  }

  async selectTab(name: Name): Promise<void> {
    await selectTab(this.root, name);
  }

  async openWindow(button: Name): Promise<Tab> {
    return new ChromiumTab(await openConsentWindow(this.root, button));
  }

  async evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    // The arguments are plain JSON, so Playwright's unboxing leaves them as they are.
    return (await this.document()).evaluate(fn as (arg: unknown) => R, arg);
  }

  async waitFor<R, A = undefined>(fn: (arg: A) => R, arg?: A, timeout = 20_000): Promise<NonNullable<R>> {
    const handle = await (
      await this.document()
    ).waitForFunction(fn as (arg: unknown) => R, arg, {
      timeout,
      polling: 100,
    });
    return (await handle.jsonValue()) as NonNullable<R>;
  }
}

/** The sidebar frame of `page`, waited for: a locator finds it again after a reload, a Frame would not. */
async function sidebarFrame(page: Page, appOrigin: string): Promise<Frame> {
  const locator = page.locator(`iframe[src^="${appOrigin}/"]`);
  await locator.waitFor({ state: 'attached', timeout: 20_000 });
  const frame = await (await locator.elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no sidebar frame from ${appOrigin} on ${page.url()}`);
  return frame;
}

class ChromiumTab extends ChromiumScope implements Tab {
  constructor(private readonly page: Page) {
    super(page, async () => page);
  }
  url = () => this.page.url();
  isClosed = () => this.page.isClosed();
  async goto(url: string): Promise<Record<string, string>> {
    return (await this.page.goto(url))?.headers() ?? {};
  }
  async reload(): Promise<void> {
    await this.page.reload();
  }
  async goBack(): Promise<void> {
    await this.page.goBack();
  }
  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }
  async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
  async addInitScript(script: () => void): Promise<void> {
    await this.page.addInitScript(script);
  }
  sidebar(appOrigin: string): Scope {
    return new ChromiumScope(this.page.frameLocator(`iframe[src^="${appOrigin}/"]`), () =>
      sidebarFrame(this.page, appOrigin),
    );
  }
  async decideAndWaitClosed(button: string): Promise<void> {
    await decideAndWaitClosed(this.page, button);
  }
  // Chromium runs a javascript: URL the page navigates itself to in the page's main world, as a bookmark's.
  async openBookmarkletUrl(url: string): Promise<void> {
    await this.page.evaluate((bookmark) => {
      location.href = bookmark;
    }, url);
  }
  async runBookmarkletCode(code: string): Promise<void> {
    await this.page.evaluate(code);
  }
  describe = () => describePage(this.page);
}

class ChromiumContext implements Context {
  constructor(private readonly context: BrowserContext) {}
  async newTab(): Promise<Tab> {
    const page = await this.context.newPage();
    recordConsole(page);
    return new ChromiumTab(page);
  }
  close = () => this.context.close();
  withoutLocalPairing = () => withoutLocalPairing(this.context);
}

/** The Chromium tests' stack and browser, as a driver. */
export async function startChromium(): Promise<DriverEnv> {
  const env = await startE2eEnv();
  const browser: Browser = {
    name: 'chromium',
    provesFrameVisible: true,
    newContext: async () => new ChromiumContext(await env.browser.newContext()),
  };
  return { browser, stack: env.stack, appOrigin: env.appOrigin, distDir: inject('distDir'), stop: env.stop };
}
