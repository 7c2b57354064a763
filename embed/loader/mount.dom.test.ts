import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mount } from './mount';
import type { Mounted, MountOptions, RuntimeHandle, StartRuntime } from './mount';
import { defaultConfig } from './readConfig';
import type { SidebarTarget } from '../types';

const APP = 'https://app.example';
const defaults = defaultConfig(APP);

interface FakeRuntime extends RuntimeHandle {
  stop: ReturnType<typeof vi.fn<() => void>>;
  reconnect: ReturnType<typeof vi.fn<(target: SidebarTarget) => void>>;
}

let runtimes: FakeRuntime[];
let hooksSeen: Parameters<StartRuntime>[2][];
let startRuntime: ReturnType<typeof vi.fn<StartRuntime>>;
let mounted: Mounted[];

function script(attributes: Record<string, string>): NonNullable<MountOptions['script']> {
  const element = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

function mountWith(scriptElement: MountOptions['script'] = null): Mounted | null {
  const result = mount({ win: window, script: scriptElement, defaults, startRuntime });
  if (result) mounted.push(result);
  return result;
}

function shadow(): ShadowRoot {
  const host = document.querySelector('[data-mcp-bridge="root"]');
  if (!host?.shadowRoot) throw new Error('no loader UI');
  return host.shadowRoot;
}

const part = <T extends Element>(id: string) => shadow().querySelector<T>(`[data-mcp-bridge="${id}"]`);
const isShown = (element: HTMLElement | null) =>
  element !== null && element.style.getPropertyValue('display') !== 'none';

function violation(directive: string, blockedURI: string): Event {
  const event = new Event('securitypolicyviolation', { bubbles: true, composed: true });
  Object.defineProperties(event, {
    effectiveDirective: { value: directive },
    blockedURI: { value: blockedURI },
  });
  return event;
}

beforeEach(() => {
  runtimes = [];
  hooksSeen = [];
  mounted = [];
  startRuntime = vi.fn<StartRuntime>((_config, _target, hooks) => {
    const runtime: FakeRuntime = {
      stop: vi.fn<() => void>(),
      reconnect: vi.fn<(target: SidebarTarget) => void>(),
    };
    runtimes.push(runtime);
    hooksSeen.push(hooks);
    return runtime;
  });
});

afterEach(() => {
  for (const instance of mounted) instance.destroy();
  document.documentElement.removeAttribute('style');
  vi.restoreAllMocks();
});

describe('mount in frame mode', () => {
  it('creates the sidebar iframe with only the page origin in its URL, and the permissions it needs', () => {
    mountWith();
    const frame = part<HTMLIFrameElement>('frame');
    expect(frame).not.toBeNull();
    const src = new URL(frame!.src);
    expect(src.origin + src.pathname).toBe(`${APP}/sidebar.html`);
    expect([...src.searchParams]).toEqual([['host', window.location.origin]]);
    expect(frame!.src).toContain(`?host=${encodeURIComponent(window.location.origin)}`);
    expect(frame!.getAttribute('allow')).toBe(
      'local-network-access; loopback-network; local-network; clipboard-read; clipboard-write',
    );
    expect(frame!.title).toBe('MCP Multi Bridge');
    expect(frame!.style.getPropertyValue('position')).toBe('fixed');
    expect(frame!.style.getPropertyValue('right')).toBe('0px');
    expect(frame!.style.getPropertyValue('width')).toBe('400px');
    expect(isShown(frame)).toBe(true);
  });

  it('starts the runtime once, on the iframe, with the read config', () => {
    const result = mountWith(script({ src: `${APP}/embed.js`, 'data-adapter': 'demo' }));
    expect(startRuntime).toHaveBeenCalledTimes(1);
    const [config, target] = startRuntime.mock.calls[0]!;
    expect(config.adapter).toBe('demo');
    expect(target).toBe(part('frame'));
    expect(result?.runtime()).toBe(runtimes[0]);
  });

  it('uses no innerHTML anywhere in the UI it builds', () => {
    const spy = vi.spyOn(Element.prototype, 'innerHTML', 'set');
    mountWith();
    document.dispatchEvent(violation('frame-src', `${APP}/sidebar.html`));
    expect(spy).not.toHaveBeenCalled();
  });

  it('toggles on a second bookmarklet run and ignores a second snippet', () => {
    mountWith();
    const toggle = part<HTMLButtonElement>('toggle')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('true');

    expect(mountWith(null)).toBeNull();
    expect(isShown(part('frame'))).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-label')).toBe('Show MCP Multi Bridge');

    expect(mountWith(script({ src: `${APP}/embed.js` }))).toBeNull();
    expect(isShown(part('frame'))).toBe(false);
    expect(document.querySelectorAll('[data-mcp-bridge="root"]')).toHaveLength(1);
    expect(startRuntime).toHaveBeenCalledTimes(1);
  });

  it('shows and hides the sidebar with the toggle handle', () => {
    mountWith();
    const toggle = part<HTMLButtonElement>('toggle')!;
    expect(toggle.style.getPropertyValue('right')).toBe('400px');
    toggle.click();
    expect(isShown(part('frame'))).toBe(false);
    expect(toggle.style.getPropertyValue('right')).toBe('0px');
    toggle.click();
    expect(isShown(part('frame'))).toBe(true);
    expect(toggle.getAttribute('aria-label')).toBe('Hide MCP Multi Bridge');
  });

  it('starts minimized when configured closed', () => {
    mountWith(script({ src: `${APP}/embed.js`, 'data-open': 'false' }));
    expect(isShown(part('frame'))).toBe(false);
    expect(startRuntime).toHaveBeenCalledTimes(1);
  });

  it('push layout sets a right margin on <html> while open and restores the page value', () => {
    document.documentElement.style.setProperty('margin-right', '7px');
    const result = mountWith(script({ src: `${APP}/embed.js`, 'data-layout': 'push', 'data-width': '450' }));
    const html = document.documentElement.style;
    expect(html.getPropertyValue('margin-right')).toBe('450px');
    part<HTMLButtonElement>('toggle')!.click();
    expect(html.getPropertyValue('margin-right')).toBe('7px');
    part<HTMLButtonElement>('toggle')!.click();
    expect(html.getPropertyValue('margin-right')).toBe('450px');
    result!.destroy();
    mounted = [];
    expect(html.getPropertyValue('margin-right')).toBe('7px');
    expect(document.querySelector('[data-mcp-bridge="root"]')).toBeNull();
    expect(runtimes[0]!.stop).toHaveBeenCalled();
    expect('__mcpMultiBridge' in window).toBe(false);
  });

  it('overlay layout leaves the page margin alone', () => {
    mountWith();
    expect(document.documentElement.style.getPropertyValue('margin-right')).toBe('');
  });

  it('logs config warnings without carrying the secret', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = mountWith(script({ src: `${APP}/embed.js`, 'data-config': '{"token":"s3cret"}' }));
    expect(warn).toHaveBeenCalledWith(
      '[MCP Multi Bridge]',
      expect.stringMatching(/"token" looks like a secret/),
    );
    expect(JSON.stringify(result!.config)).not.toContain('s3cret');
  });
});

describe('when the runtime fails to start', () => {
  it('says so in the notice and still toggles on a second run', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    startRuntime.mockImplementation(() => {
      throw new Error('no chat input here');
    });
    mountWith();
    expect(shadow().textContent).toContain('could not start on this page: Error: no chat input here');
    expect(mountWith(null)).toBeNull();
    expect(document.querySelectorAll('[data-mcp-bridge="root"]')).toHaveLength(1);
  });
});

describe('CSP fallback', () => {
  it('offers a window when frame-src blocks our frame; the click opens the popup and reconnects', () => {
    mountWith();
    expect(part('open-window')).toBeNull();
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);

    document.dispatchEvent(violation('frame-src', `${APP}/sidebar.html?host=x`));
    const offer = part<HTMLButtonElement>('open-window');
    expect(offer?.textContent).toBe('Open MCP Multi Bridge in a window');
    expect(shadow().textContent).toContain('This site blocks embedded frames.');
    expect(isShown(part('notice'))).toBe(true);
    expect(isShown(part('frame'))).toBe(false);
    expect(open).not.toHaveBeenCalled();

    offer!.click();
    expect(open).toHaveBeenCalledWith(
      `${APP}/sidebar.html?window=popup`,
      'mcp-multi-bridge',
      'popup,width=420,height=760',
    );
    expect(runtimes[0]!.reconnect).toHaveBeenCalledTimes(1);
    const target = runtimes[0]!.reconnect.mock.calls[0]![0];
    expect(target.contentWindow).toBe(popup);
    expect(startRuntime).toHaveBeenCalledTimes(1);

    // Dismissing only minimizes: the offer is the way back, so the toggle shows it again.
    part<HTMLButtonElement>('dismiss')!.click();
    expect(isShown(part('notice'))).toBe(false);
    part<HTMLButtonElement>('toggle')!.click();
    expect(isShown(part('notice'))).toBe(true);

    // A second click focuses the same window rather than reloading it.
    part<HTMLButtonElement>('open-window')!.click();
    expect(open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalled();
  });

  it('accepts child-src too, and ignores other directives and other origins', () => {
    mountWith();
    document.dispatchEvent(violation('img-src', `${APP}/logo.png`));
    document.dispatchEvent(violation('frame-src', 'https://app.example.evil.test/sidebar.html'));
    document.dispatchEvent(violation('frame-src', 'https://other.example/'));
    expect(part('open-window')).toBeNull();
    document.dispatchEvent(violation('child-src', `${APP}/sidebar.html`));
    expect(part('open-window')).not.toBeNull();
  });

  it('says so when the popup blocker refuses the window, and lets the user try again', () => {
    mountWith();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    document.dispatchEvent(violation('frame-src', APP));
    part<HTMLButtonElement>('open-window')!.click();
    expect(shadow().textContent).toMatch(/blocked the window/);
    expect(runtimes[0]!.reconnect).not.toHaveBeenCalled();
    open.mockReturnValue({ closed: false, focus: vi.fn() } as unknown as Window);
    part<HTMLButtonElement>('open-window')!.click();
    expect(runtimes[0]!.reconnect).toHaveBeenCalledTimes(1);
    expect(shadow().textContent).toMatch(/open in a separate window/);
  });

  it('shows a connection error from the runtime with the window offer, keeping the frame', () => {
    mountWith();
    hooksSeen[0]?.onConnectionError?.('The sidebar did not answer.');
    expect(shadow().textContent).toContain('The sidebar did not answer.');
    expect(part('open-window')).not.toBeNull();
    expect(isShown(part('frame'))).toBe(true);
    part<HTMLButtonElement>('dismiss')!.click();
    expect(isShown(part('notice'))).toBe(false);
  });
});

describe('mount in window mode', () => {
  it('opens the popup at once and starts the runtime on it, with no iframe', () => {
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    const open = vi.spyOn(window, 'open').mockReturnValue(popup);
    mountWith(script({ src: `${APP}/embed.js`, 'data-mode': 'window' }));
    expect(open).toHaveBeenCalledWith(
      `${APP}/sidebar.html?window=popup`,
      'mcp-multi-bridge',
      'popup,width=420,height=760',
    );
    expect(part('frame')).toBeNull();
    expect(startRuntime).toHaveBeenCalledTimes(1);
    expect(startRuntime.mock.calls[0]![1].contentWindow).toBe(popup);
  });

  it('shows the button when a popup blocker stops the first open, and starts the runtime on click', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    mountWith(script({ src: `${APP}/embed.js`, 'data-mode': 'window' }));
    expect(startRuntime).not.toHaveBeenCalled();
    const popup = { closed: false, focus: vi.fn() } as unknown as Window;
    open.mockReturnValue(popup);
    part<HTMLButtonElement>('open-window')!.click();
    expect(startRuntime).toHaveBeenCalledTimes(1);
    expect(startRuntime.mock.calls[0]![1].contentWindow).toBe(popup);
  });
});
