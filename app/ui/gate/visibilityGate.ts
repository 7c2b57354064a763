// Approval controls (Run / Reject) work only while the sidebar is provably visible. IntersectionObserver v2
// reports `isVisible: false` when our frame or any ancestor has opacity < 1, a filter or a non-2D transform,
// or is covered, so a page that hides the sidebar under a decoy never gets an armed control. On top, a
// control arms only after it has stayed visible and in place for an arming delay, so a control that just
// appeared or moved under the cursor can't take a click meant for something else.

/** Disarmed states say why, so the card can tell the user. */
export type GateState = 'armed' | 'arming' | 'hidden' | 'unsupported';

/** The sidebar can't prove it is visible: a plain control will never arm until that changes. */
export const isUnproven = (state: GateState): boolean => state === 'hidden' || state === 'unsupported';

export interface ControlGate {
  /** At activation: true only if armed and the control has not moved since it armed (else re-arms). */
  confirm(): boolean;
  /** The control moved in a way we can't measure (e.g. a chat badge focused its card): arm again. */
  rearm(): void;
  stop(): void;
}

export const ARM_DELAY_MS = 600;
/** The smallest delay IntersectionObserver v2 accepts with trackVisibility. */
const VISIBILITY_DELAY_MS = 100;
/** How often we look for a move (scroll, layout change) the observer does not report. */
const MOVE_CHECK_MS = 100;

interface VisibilityInit extends IntersectionObserverInit {
  trackVisibility: boolean;
  delay: number;
}

type VisibilityEntry = IntersectionObserverEntry & { readonly isVisible?: boolean };

/** True where the browser computes IntersectionObserver v2 visibility (Chromium); not Firefox, not jsdom. */
export function supportsVisibilityTracking(): boolean {
  return (
    typeof IntersectionObserver === 'function' &&
    typeof IntersectionObserverEntry === 'function' &&
    'isVisible' in IntersectionObserverEntry.prototype
  );
}

const live = new Set<ControlGate>();

/** Re-arms every live control: the sidebar moved its content for a reason it did not choose. */
export function rearmAllControls(): void {
  for (const gate of live) gate.rearm();
}

function rectKey(element: Element): string {
  const r = element.getBoundingClientRect();
  return `${r.left},${r.top},${r.width},${r.height}`;
}

export function watchControl(
  element: Element,
  onChange: (state: GateState) => void,
  armDelayMs = ARM_DELAY_MS,
): ControlGate {
  if (!supportsVisibilityTracking()) {
    onChange('unsupported');
    return { confirm: () => false, rearm: () => undefined, stop: () => undefined };
  }
  let state: GateState | undefined;
  let visible = false;
  // Measured when arming starts, not at mount: a card mounts while the sidebar's layout is dirty, and reading
  // it then forced a layout on every call. Nothing can arm before the observer's first report measures it.
  let position: string | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const set = (next: GateState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };
  const startArming = () => {
    clearTimeout(timer);
    position = rectKey(element);
    if (!visible) return set('hidden');
    set('arming');
    timer = setTimeout(() => set('armed'), armDelayMs);
  };
  const init: VisibilityInit = { trackVisibility: true, delay: VISIBILITY_DELAY_MS };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
    if (!entry) return;
    visible = entry.isIntersecting && entry.isVisible === true;
    startArming();
  }, init);
  observer.observe(element);
  // Disarmed until the observer's first report; shown as "Hold on…" rather than "not visible", so an
  // honest card doesn't flash a warning and the window fallback for the ~100 ms before that report.
  set('arming');
  const moved = () => position !== undefined && rectKey(element) !== position;
  const poll = setInterval(() => {
    if (moved()) startArming();
  }, MOVE_CHECK_MS);

  const gate: ControlGate = {
    confirm() {
      if (moved()) startArming();
      return state === 'armed';
    },
    rearm: startArming,
    stop() {
      clearTimeout(timer);
      clearInterval(poll);
      observer.disconnect();
      live.delete(gate);
    },
  };
  live.add(gate);
  return gate;
}
