// A small puppeteer-side driver for Firefox: finds controls by role and name (as the Chromium tests'
// getByRole does, open shadow roots included), clicks them with real input (BiDi input actions, so a
// click is a user gesture that may open a window), waits for text, and follows windows a click opens.
import type { BrowserContext, ElementHandle, Frame, Page } from 'puppeteer-core';
import { stoppedMoving } from '../stoppedMoving';
import { until } from '../until';

export type Scope = Page | Frame;
/** An exact accessible name, or a pattern for it. */
export type Name = string | RegExp;

interface NameQuery {
  text: string;
  source: string;
  flags: string;
}
const query = (name: Name): NameQuery =>
  typeof name === 'string'
    ? { text: name, source: '', flags: '' }
    : { text: '', source: name.source, flags: name.flags };

/**
 * The first element of `role` (button, tab, switch, heading, …) whose name (aria-label, else its text)
 * matches, searched through open shadow roots; with `enabled`, only once it is not disabled.
 */
export async function control(
  scope: Scope,
  role: string,
  name: Name,
  { enabled = false, timeout = 20_000 }: { enabled?: boolean; timeout?: number } = {},
): Promise<ElementHandle<Element>> {
  const handle = await scope
    .waitForFunction(
      (wanted: string, want: NameQuery, mustBeEnabled: boolean) => {
        const implicit: Record<string, string> = {
          button: 'button',
          h1: 'heading',
          h2: 'heading',
          h3: 'heading',
          a: 'link',
        };
        const matches = (label: string) =>
          want.source ? new RegExp(want.source, want.flags).test(label) : label === want.text;
        const walk = (root: Document | ShadowRoot): Element | undefined => {
          for (const element of root.querySelectorAll('*')) {
            const input = element.localName === 'input' ? (element as HTMLInputElement).type : '';
            const role =
              element.getAttribute('role') ?? (input === 'checkbox' ? input : implicit[element.localName]);
            const labelled = (element as HTMLInputElement).labels?.[0]?.textContent;
            const label = (element.getAttribute('aria-label') ?? labelled ?? element.textContent ?? '')
              .replace(/\s+/g, ' ')
              .trim();
            if (
              role === wanted &&
              matches(label) &&
              !(mustBeEnabled && (element as HTMLButtonElement).disabled)
            )
              return element;
            const inner = element.shadowRoot && walk(element.shadowRoot);
            if (inner) return inner;
          }
          return undefined;
        };
        return walk(document) ?? null;
      },
      { timeout, polling: 100 },
      role,
      query(name),
      enabled,
    )
    .catch((error: unknown) => {
      throw new Error(`no ${enabled ? 'enabled ' : ''}${role} named ${String(name)}: ${String(error)}`);
    });
  const element = handle.asElement();
  if (!element) throw new Error(`${role} ${String(name)} is not an element`);
  return element as ElementHandle<Element>;
}

/**
 * Clicks a control once it is enabled (armed controls arm after a delay) and in view and has stopped moving:
 * a panel that mounts its rows in the background moves what is below them, and a click that aims first and
 * lands later hits the row that moved in.
 */
export async function click(scope: Scope, role: string, name: Name, timeout = 20_000): Promise<void> {
  const element = await control(scope, role, name, { enabled: true, timeout });
  const still = stoppedMoving();
  await until(
    async () => {
      await element.scrollIntoView();
      return still(await element.boundingBox());
    },
    (settled) => settled,
    timeout,
  );
  await element.click();
}

/** Waits until the scope's text matches; returns that text. */
export async function waitForText(scope: Scope, pattern: Name, timeout = 20_000): Promise<string> {
  const handle = await scope.waitForFunction(
    (want: NameQuery) => {
      const text = document.body?.innerText ?? '';
      const found = want.source ? new RegExp(want.source, want.flags).test(text) : text.includes(want.text);
      return found ? text : null;
    },
    { timeout, polling: 100 },
    query(pattern),
  );
  return (await handle.jsonValue()) as string;
}

/** Runs `action` (a click) and returns the window it opened, once that window has a heading. */
export async function windowOpenedBy(context: BrowserContext, action: () => Promise<void>): Promise<Page> {
  const before = new Set(context.targets());
  const target = context.waitForTarget((t) => t.type() === 'page' && !before.has(t), { timeout: 20_000 });
  await action();
  const page = await (await target).page();
  if (!page) throw new Error('the new window has no page');
  await control(page, 'heading', /./);
  return page;
}

/** Resolves when the window closed itself (the consent window does, right after a decision). */
export function closed(page: Page, timeout = 20_000): Promise<void> {
  return new Promise((done, fail) => {
    if (page.isClosed()) return done();
    const timer = setTimeout(() => fail(new Error(`${page.url()} did not close`)), timeout);
    page.once('close', () => {
      clearTimeout(timer);
      done();
    });
  });
}

/** Clicks a decision in a window that closes itself on it; a click cut short by that close is the success. */
export async function decideAndWaitClosed(window: Page, role: string, name: Name): Promise<void> {
  const gone = closed(window);
  await click(window, role, name).catch((error: unknown) => {
    if (!window.isClosed()) throw error;
  });
  await gone;
}

/** The sidebar frame the loader put on the page (looked up afresh: a reload replaces it). */
export async function sidebarFrame(page: Page, appOrigin: string, timeout = 20_000): Promise<Frame> {
  const find = async () => page.frames().find((f) => f.url().startsWith(`${appOrigin}/sidebar.html`));
  const frame = await until(find, Boolean, timeout).catch(() => undefined);
  if (!frame) throw new Error(`no sidebar frame from ${appOrigin} on ${page.url()}`);
  return frame;
}
