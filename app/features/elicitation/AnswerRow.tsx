// The buttons under a server's question: the gated answer (Accept, Open …) and Decline, with the gate's reason
// on a line of its own. Decline is never gated: saying no needs no proof that the sidebar is visible.
import type { ReactNode } from 'react';
import type { GateState } from '../../ui/gate/visibilityGate';
import type { ArmedControl } from '../../ui/gate/useArmedControl';
import { GATE_REASONS } from '../../ui/gate/ApprovalControls';
import { button, muted } from '../../ui/classNames';

export interface AnswerRowProps {
  /** The gate's state and the element it watches (useArmedControl). */
  state: GateState;
  gateRef: ArmedControl['ref'];
  /** The gated answer: a button disabled unless `state` is armed. */
  children: ReactNode;
  onDecline(): void;
}

export function AnswerRow({ state, gateRef, children, onDecline }: AnswerRowProps) {
  return (
    <>
      {/* The gate watches the row, not the button: a disabled button is drawn faded, which the browser's
          visibility check would count as hidden. The reason's line is always there, so nothing moves. */}
      <div ref={gateRef} className="flex flex-wrap items-center gap-2" data-gate={state}>
        {children}
        <button type="button" className={button} onClick={onDecline}>
          Decline
        </button>
      </div>
      <p className={`${muted} min-h-4`} role="note">
        {state === 'armed' ? '' : GATE_REASONS[state]}
      </p>
    </>
  );
}
