// The driver in Firefox ESR, through puppeteer-core over WebDriver BiDi: controls found by role and name
// through open shadow roots, real input (so a click is a user gesture that may open a window), and the
// windows a click opens followed (lib/firefox/driver.ts).
import type { BrowserContext, Frame, KeyInput, Page, PermissionState } from 'puppeteer-core';
import type { Stack } from '../../../../scripts/lib/stack';
import { click, control, decideAndWaitClosed, sidebarFrame, windowOpenedBy } from '../firefox/driver';
import { startFirefoxEnv } from '../firefox/firefoxEnv';
import type { Browser, Context, DriverEnv, Name, Role, Scope, Tab } from './driver';

class FirefoxScope implements Scope {
  /** `document` resolves the frame or page to act in, on each use. */
  constructor(private readonly document: () => Promise<Page | Frame>) {}

  async click(role: Role, name: Name): Promise<void> {
    await click(await this.document(), role, name);
  }

  async clickSelector(selector: string): Promise<void> {
    const scope = await this.document();
    await scope.waitForSelector(selector, { timeout: 20_000 });
    await scope.click(selector);
  }

  async isChecked(role: 'switch' | 'checkbox', name: Name): Promise<boolean> {
    const element = await control(await this.document(), role, name);
    return element.evaluate(
      (input) => (input as HTMLInputElement).checked || input.getAttribute('aria-checked') === 'true',
    );
  }

  async waitForRole(
    role: Role,
    name: Name,
    options: { enabled?: boolean; timeout?: number } = {},
  ): Promise<void> {
    await control(await this.document(), role, name, options);
  }

  clickArmed(): Promise<void> {
    throw new Error('Firefox never arms a gated control in a frame: it cannot prove the frame visible');
  }

  async fill(selector: string, text: string): Promise<void> {
    const field = await (await this.document()).waitForSelector(selector, { timeout: 20_000 });
    await field!.evaluate((element) => (element as HTMLInputElement).select());
    await field!.type(text);
  }

  async type(selector: string, text: string, nth = 0): Promise<void> {
    const scope = await this.document();
    await scope.waitForSelector(selector, { timeout: 20_000 });
    const field = (await scope.$$(selector))[nth];
    if (!field) throw new Error(`no field ${nth} of ${selector}`);
    await field.click();
    await field.type(text);
  }

  async selectTab(name: Name): Promise<void> {
    const scope = await this.document();
    await click(scope, 'tab', name);
    const tab = await control(scope, 'tab', name);
    await scope.waitForFunction((element) => element.getAttribute('aria-selected') === 'true', {}, tab);
  }

  async openWindow(button: Name): Promise<Tab> {
    const scope = await this.document();
    const context = pageOf(scope).browserContext();
    return new FirefoxTab(await windowOpenedBy(context, () => click(scope, 'button', button)));
  }

  async evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
    return (await this.document()).evaluate(fn as (arg: unknown) => R, arg) as Promise<R>;
  }

  async waitFor<R, A = undefined>(fn: (arg: A) => R, arg?: A, timeout = 20_000): Promise<NonNullable<R>> {
    const handle = await (
      await this.document()
    ).waitForFunction(fn as (arg: unknown) => R, { timeout, polling: 100 }, arg);
    return (await handle.jsonValue()) as NonNullable<R>;
  }
}

const pageOf = (scope: Page | Frame): Page => ('mainFrame' in scope ? scope : scope.page());

// puppeteer's goto waits for a load that a javascript: URL never starts; its BiDi context can navigate
// without waiting. Typed here because puppeteer does not export that layer.
interface BidiNavigable {
  browsingContext?: { navigate(url: string, wait: 'none'): Promise<void> };
}

class FirefoxTab extends FirefoxScope implements Tab {
  constructor(private readonly page: Page) {
    super(async () => page);
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
    await this.page.keyboard.press(key as KeyInput);
  }
  async typeKeys(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }
  async addInitScript(script: () => void): Promise<void> {
    await this.page.evaluateOnNewDocument(script);
  }
  sidebar(appOrigin: string): Scope {
    return new FirefoxScope(() => sidebarFrame(this.page, appOrigin));
  }
  async decideAndWaitClosed(button: string): Promise<void> {
    await decideAndWaitClosed(this.page, 'button', button);
  }
  // A WebDriver navigation to the URL, as a bookmark click: Firefox decodes it and runs it in the page's main
  // world. Firefox checks such a navigation against the page's CSP (a bookmark click is exempt), so a CSP page
  // takes runBookmarkletCode.
  async openBookmarkletUrl(url: string): Promise<void> {
    const context = (this.page.mainFrame() as unknown as BidiNavigable).browsingContext;
    if (!context) throw new Error('this puppeteer has no BiDi browsing context on its frames');
    await context.navigate(url, 'none');
  }
  async runBookmarkletCode(code: string): Promise<void> {
    await this.page.evaluate(code);
  }
  async describe(): Promise<string> {
    const frames = await Promise.all(
      this.page.frames().map(async (frame) => {
        const text = await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '(unreadable)');
        return `--- frame ${frame.url().slice(0, 100)}\n${text.slice(-1_500)}`;
      }),
    );
    return frames.join('\n');
  }
}

/** A Firefox context, with what only Firefox's own flows need: its permissions. */
export class FirefoxContext implements Context {
  constructor(private readonly context: BrowserContext) {}
  newTab = async (): Promise<Tab> => new FirefoxTab(await this.context.newPage());
  close = () => this.context.close();
  /** Sets a permission (e.g. `loopback-network`) for `origin` in this context, as the user's answer would. */
  async setPermission(origin: string, name: string, state: PermissionState): Promise<void> {
    await this.context.setPermission(origin, { permission: { name }, state });
  }
}

export interface FirefoxDriverEnv extends DriverEnv {
  browser: Omit<Browser, 'newContext'> & { newContext(): Promise<FirefoxContext> };
}

/** The stack with one Firefox; `prefs` are Firefox preferences for this launch. */
export async function startFirefox(
  prefs?: (stack: Stack) => Record<string, unknown>,
): Promise<FirefoxDriverEnv> {
  const env = await startFirefoxEnv(prefs);
  return {
    ...env,
    browser: {
      name: 'firefox',
      // Firefox has no IntersectionObserver v2.
      provesFrameVisible: false,
      newContext: async () => new FirefoxContext(await env.browser.createBrowserContext()),
    },
  };
}
