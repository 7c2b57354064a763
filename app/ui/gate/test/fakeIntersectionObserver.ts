// A stand-in for IntersectionObserver v2 in jsdom (which has none): tests decide what the browser would
// report with `report(visible)`. `uninstall` restores jsdom's globals, where visibility can't be proven.
import { vi } from 'vitest';

// Chromium defines isVisible on the prototype, which is how the gate detects support.
class FakeEntry {
  constructor(
    readonly target: Element,
    readonly isIntersecting: boolean,
    private readonly visible: boolean,
  ) {}
  get isVisible(): boolean {
    return this.visible;
  }
}

const observers = new Set<FakeObserver>();

class FakeObserver {
  private readonly targets = new Set<Element>();
  constructor(
    private readonly callback: (entries: FakeEntry[], observer: FakeObserver) => void,
    readonly options: { trackVisibility?: boolean; delay?: number } = {},
  ) {
    observers.add(this);
  }
  observe(target: Element): void {
    this.targets.add(target);
  }
  unobserve(target: Element): void {
    this.targets.delete(target);
  }
  disconnect(): void {
    this.targets.clear();
    observers.delete(this);
  }
  takeRecords(): FakeEntry[] {
    return [];
  }
  deliver(visible: boolean): void {
    const entries = [...this.targets].map((target) => new FakeEntry(target, true, visible));
    if (entries.length > 0) this.callback(entries, this);
  }
}

const names = ['IntersectionObserver', 'IntersectionObserverEntry'] as const;
const saved = new Map<string, PropertyDescriptor | undefined>();

export function installFakeIntersectionObserver(): void {
  const fakes = { IntersectionObserver: FakeObserver, IntersectionObserverEntry: FakeEntry };
  for (const name of names) {
    if (!saved.has(name)) saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name));
    Object.defineProperty(globalThis, name, { value: fakes[name], configurable: true, writable: true });
  }
}

export function uninstallFakeIntersectionObserver(): void {
  observers.clear();
  for (const name of names) {
    const original = saved.get(name);
    if (original) Object.defineProperty(globalThis, name, original);
    else Reflect.deleteProperty(globalThis, name);
  }
  saved.clear();
}

/**
 * Fake timers that Testing Library's async wrapper also advances: it waits on a setTimeout(0) and only
 * advances fake timers it recognizes as Jest's, so without this every user-event call hangs.
 */
export function useFakeTimersForUserEvent(): void {
  vi.useFakeTimers();
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

export function useRealTimersAgain(): void {
  vi.unstubAllGlobals();
  vi.useRealTimers();
}

/** What the browser reports for every observed control, as IOv2 would after its delay. */
export function reportVisibility(visible: boolean): void {
  for (const observer of [...observers]) observer.deliver(visible);
}

/** The options the gate asked for, to check it requests visibility tracking. */
export function observerOptions(): Array<{ trackVisibility?: boolean; delay?: number }> {
  return [...observers].map((observer) => observer.options);
}
