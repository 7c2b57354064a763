// Run / Reject for a pending call, enabled only while the visibility gate is armed. Disabled buttons
// ignore clicks, Enter and Space alike; `guard` checks again at activation in case the control just moved.
import { useArmedControl } from './useArmedControl';
import { isUnproven, type GateState } from './visibilityGate';
import { button, dangerButton, muted, primaryButton } from '../classNames';

export interface ApprovalControlsProps {
  onRun(): void;
  onReject(): void;
  /** Decide in a first-party window instead, for when the sidebar can't prove it is visible. */
  onApproveInWindow?: () => void;
}

export const GATE_REASONS: Record<Exclude<GateState, 'armed'>, string> = {
  arming: 'Hold on…',
  hidden: 'Not visible — the page may be hiding the sidebar',
  unsupported: 'This browser can’t confirm the sidebar is visible',
};

export function ApprovalControls({ onRun, onReject, onApproveInWindow }: ApprovalControlsProps) {
  const { state, ref, guard } = useArmedControl();
  const armed = state === 'armed';
  const unproven = isUnproven(state);
  return (
    <div className="flex flex-col gap-1">
      <div ref={ref} className="flex flex-wrap gap-2" data-gate={state}>
        <button type="button" className={primaryButton} disabled={!armed} onClick={guard(onRun)}>
          Run
        </button>
        <button
          type="button"
          className={`${dangerButton} disabled:opacity-50`}
          disabled={!armed}
          onClick={guard(onReject)}
        >
          Reject
        </button>
      </div>
      {/* Always present: the reason's line appearing and going would move the buttons and re-arm them. */}
      <p className={`${muted} min-h-4`} role="note">
        {armed ? '' : GATE_REASONS[state]}
      </p>
      {unproven &&
        (onApproveInWindow ? (
          <button type="button" className={`${button} self-start`} onClick={onApproveInWindow}>
            Approve in a window…
          </button>
        ) : (
          <p className={muted}>Can’t verify the sidebar is visible; open the dashboard to approve.</p>
        ))}
    </div>
  );
}
