import { useId } from 'react';
import { inputBase } from './classNames';

export interface NumberFieldProps {
  label: string;
  value: number;
  min?: number;
  max?: number;
  step?: number;
  unit?: string;
  onChange(value: number): void;
}

/** Ignores blank or out-of-range input, so a half-typed value never becomes a setting. */
export function NumberField({
  label,
  value,
  min = 0,
  max = Infinity,
  step = 1,
  unit,
  onChange,
}: NumberFieldProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <span className="flex items-center gap-1">
        <input
          id={id}
          type="number"
          className={`${inputBase} w-24`}
          min={min}
          max={Number.isFinite(max) ? max : undefined}
          step={step}
          value={value}
          onChange={(e) => {
            const next = e.target.valueAsNumber;
            if (Number.isFinite(next) && next >= min && next <= max) onChange(next);
          }}
        />
        {unit && <span className="text-xs">{unit}</span>}
      </span>
    </div>
  );
}
