// Test-only: a stand-in for the opener window and the popups it opens, so flows that talk through
// window.open and postMessage run in Node against real servers.
export interface FakePopup {
  closed: boolean;
  location: { href: string };
  /** What the opener posted to this popup, with the target origin it named. */
  received: { data: unknown; targetOrigin: string }[];
  close(): void;
  postMessage(data: unknown, targetOrigin: string): void;
}

export class FakeWindow extends EventTarget {
  readonly popups: FakePopup[] = [];
  blockPopups = false;
  onNavigate: ((popup: FakePopup, href: string) => void) | undefined;

  constructor(readonly location: { origin: string }) {
    super();
  }

  readonly openCalls: unknown[][] = [];

  open(...args: unknown[]): FakePopup | null {
    this.openCalls.push(args);
    if (this.blockPopups) return null;
    let href = '';
    const navigate = (popup: FakePopup, value: string) => this.onNavigate?.(popup, value);
    const popup: FakePopup = {
      closed: false,
      received: [],
      close: () => void (popup.closed = true),
      postMessage: (data, targetOrigin) => void popup.received.push({ data, targetOrigin }),
      location: {
        get href() {
          return href;
        },
        set href(value: string) {
          href = value;
          queueMicrotask(() => navigate(popup, value));
        },
      },
    };
    this.popups.push(popup);
    return popup;
  }

  /** Delivers a message as the browser would, with the sender's origin and window. */
  deliver(data: unknown, origin: string, source: unknown): void {
    this.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
  }

  asWindow(): Window {
    return this as unknown as Window;
  }
}
