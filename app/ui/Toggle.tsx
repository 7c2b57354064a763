import { useId } from 'react';
import { muted } from './classNames';

export interface ToggleProps {
  label: string;
  description?: string;
  checked: boolean;
  onChange(checked: boolean): void;
}

/** An on/off setting: a checkbox with role=switch, so screen readers (and tests) announce it as a switch. */
export function Toggle({ label, description, checked, onChange }: ToggleProps) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-3 py-1">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {description && <p className={muted}>{description}</p>}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        aria-checked={checked}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="mt-1 h-4 w-8 shrink-0 cursor-pointer accent-indigo-600"
      />
    </div>
  );
}
