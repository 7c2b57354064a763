import type { KeyboardEvent } from 'react';
import { button, primaryButton } from './classNames';
import { useArming } from './useArming';

export interface DecisionButtonsProps {
  allowLabel: string;
  denyLabel: string;
  /** True while the decision is being carried out (e.g. the pairing code exchange). */
  busy?: boolean;
  onAllow(): void;
  onDeny(): void;
}

/** A held key repeats keydown; only a fresh press may activate a button. */
const ignoreRepeat = (event: KeyboardEvent) => event.repeat && event.preventDefault();

/** Allow and Deny, both disarmed until the window has been in view for a moment (see useArming). */
export function DecisionButtons({
  allowLabel,
  denyLabel,
  busy = false,
  onAllow,
  onDeny,
}: DecisionButtonsProps) {
  const armed = useArming();
  const disabled = !armed || busy;
  return (
    <div className="mt-4 flex justify-end gap-2" data-armed={armed}>
      <button type="button" className={button} disabled={disabled} onKeyDown={ignoreRepeat} onClick={onDeny}>
        {denyLabel}
      </button>
      <button
        type="button"
        className={primaryButton}
        disabled={disabled}
        onKeyDown={ignoreRepeat}
        onClick={onAllow}
      >
        {allowLabel}
      </button>
    </div>
  );
}
