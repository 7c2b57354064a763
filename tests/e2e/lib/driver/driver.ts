// One way to drive a browser for the flows that run in Chromium and Firefox alike (tests/e2e/lib/driver):
// Playwright drives Chromium (chromium.ts) and puppeteer-core drives Firefox over WebDriver BiDi (firefox.ts).
// Two implementations rather than puppeteer for both: the Chromium one reuses the Playwright helpers that know
// Chromium's input rules for a frame that tracks its visibility, shared with the other tests, bench and
// screenshots, so there is one Chromium driver in the repository.
import type { Stack } from '../../../../scripts/lib/stack';

export type BrowserName = 'chromium' | 'firefox';
/** An exact accessible name, or a pattern for it. */
export type Name = string | RegExp;
/** The roles the flows look controls up by. */
export type Role = 'button' | 'tab' | 'switch' | 'checkbox' | 'heading' | 'link';

/** What a page, the sidebar frame in it, or a window the app opened lets a flow do. */
export interface Scope {
  /** Clicks the control of `role` named `name` once it is enabled and has stopped moving. */
  click(role: Role, name: Name): Promise<void>;
  /** Clicks the element `selector` finds (a page's own field or button, by its id or class). */
  clickSelector(selector: string): Promise<void>;
  /** Whether the switch or checkbox named `name` is on. */
  isChecked(role: 'switch' | 'checkbox', name: Name): Promise<boolean>;
  /** Waits until a control of `role` named `name` is there (and, with `enabled`, enabled). */
  waitForRole(role: Role, name: Name, options?: { enabled?: boolean; timeout?: number }): Promise<void>;
  /**
   * Clicks a control behind the sidebar's visibility gate (CSS `selector`) once it armed, as a user's pointer
   * does; only where the browser provesFrameVisible.
   */
  clickArmed(selector: string): Promise<void>;
  /** Replaces what the field `selector` holds, as a user selecting it all and typing would. */
  fill(selector: string, text: string): Promise<void>;
  /** Clicks the field `selector` finds (the `nth`, from 0) and types `text` key by key after what it holds. */
  type(selector: string, text: string, nth?: number): Promise<void>;
  /** Selects a tab of a tab list, and resolves once it is selected. */
  selectTab(name: Name): Promise<void>;
  /** Clicks a button that opens a window of the app; resolves with that window once it shows its heading. */
  openWindow(button: Name): Promise<Tab>;
  /** Runs `fn` in the scope's document; `arg` must be JSON. */
  evaluate<R, A = undefined>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  /** Polls `fn` in the scope's document until it returns something truthy, and resolves with that. */
  waitFor<R, A = undefined>(fn: (arg: A) => R, arg?: A, timeout?: number): Promise<NonNullable<R>>;
}

/** A top-level page: a tab, or a window the app opened. */
export interface Tab extends Scope {
  url(): string;
  /** Navigates and waits for the load; resolves with the document's response headers. */
  goto(url: string): Promise<Record<string, string>>;
  reload(): Promise<void>;
  /** The browser's Back, once that history entry has loaded (or, in an app's own history, is shown). */
  goBack(): Promise<void>;
  /** Presses a key (e.g. "Enter") in what has the focus. */
  press(key: string): Promise<void>;
  /** Types on the keyboard into what has the focus. */
  typeKeys(text: string): Promise<void>;
  /** Runs `script` in every document of this tab before the document's own scripts. */
  addInitScript(script: () => void): Promise<void>;
  /** The sidebar frame the page runtime put on this page (looked up on each use: a reload replaces it). */
  sidebar(appOrigin: string): Scope;
  /** Clicks a decision button (exact name) in a window that closes itself on it; resolves once closed. */
  decideAndWaitClosed(button: string): Promise<void>;
  isClosed(): boolean;
  /** Runs a bookmarklet's javascript: URL as the browser does for a bookmark on a page without a CSP. */
  openBookmarkletUrl(url: string): Promise<void>;
  /** Runs a bookmarklet's code in the page's main world, as a bookmark does even under a strict CSP. */
  runBookmarkletCode(code: string): Promise<void>;
  /** Each frame's text, for a failure report. */
  describe(): Promise<string>;
}

/** A fresh browser context: its own storage, cookies and windows. */
export interface Context {
  newTab(): Promise<Tab>;
  close(): Promise<void>;
  /**
   * As on a hosted deployment: no /local-pairing.json, so only a pairing link configures the dashboard. Only
   * where the driver can answer every window's requests (Chromium); puppeteer intercepts per page, after a
   * window the app opens has already asked.
   */
  withoutLocalPairing?(): Promise<void>;
}

export interface Browser {
  readonly name: BrowserName;
  /**
   * Whether a frame can prove it is visible (IntersectionObserver v2): then the sidebar frame's gated controls
   * arm in place; otherwise each offers "… in a window…".
   */
  readonly provesFrameVisible: boolean;
  newContext(): Promise<Context>;
}

/** The whole product for one test file, driven by one browser. */
export interface DriverEnv {
  browser: Browser;
  stack: Stack;
  appOrigin: string;
  /** The build the stack serves (its bookmarklet.txt holds the bookmark's URL). */
  distDir: string;
  stop(): Promise<void>;
}
