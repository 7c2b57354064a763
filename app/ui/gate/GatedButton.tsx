// A control behind the frame's visibility gate: armed it acts, arming it waits disabled. Where the gate can't
// be proven (no IntersectionObserver v2, as in Firefox, or a page hiding the frame) and the action has a
// window fallback, it becomes "… in a window…", which only opens the first-party consent window; the action
// itself then needs the user's click there.
import { isUnproven, type GateState } from './visibilityGate';
import { GATE_REASONS } from './ApprovalControls';
import { button } from '../classNames';

export interface GatedButtonProps {
  state: GateState;
  /** Already wrapped in the gate's `guard`. */
  onClick(): void;
  /** Confirm in the consent window instead; without it the control stays disabled, with the reason. */
  onInWindow?: (() => void) | undefined;
  windowLabel: string;
  children: string;
}

export function GatedButton({ state, onClick, onInWindow, windowLabel, children }: GatedButtonProps) {
  const reason = state === 'armed' ? undefined : GATE_REASONS[state];
  if (onInWindow && isUnproven(state))
    return (
      <button type="button" className={button} title={reason} onClick={onInWindow}>
        {windowLabel}
      </button>
    );
  return (
    <button type="button" className={button} disabled={state !== 'armed'} title={reason} onClick={onClick}>
      {children}
    </button>
  );
}
