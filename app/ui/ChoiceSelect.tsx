// A labelled row with a select of fixed choices, each shown by its label: the sidebar layout, the tool detail.
import { useId } from 'react';
import { inputBase } from './classNames';

export interface ChoiceSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly T[];
  labels: Record<T, string>;
  onChange(value: T): void;
  /** The id of a line that explains the current choice. */
  describedBy?: string;
}

export function ChoiceSelect<T extends string>(props: ChoiceSelectProps<T>) {
  const { label, value, options, labels, onChange, describedBy } = props;
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        className={inputBase}
        value={value}
        aria-describedby={describedBy}
        onChange={(e) => onChange(options.find((option) => option === e.target.value) ?? value)}
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
