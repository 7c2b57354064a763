import { useState } from 'react';
import { button, inputBase } from './classNames';

export interface SecretInputProps {
  id?: string;
  /** Names the field for screen readers and the Show button. */
  label: string;
  value: string;
  onChange(value: string): void;
  placeholder?: string;
}

/** A masked value with a Show/Hide toggle, so a token can be checked without leaving it on screen. */
export function SecretInput({ id, label, value, onChange, placeholder }: SecretInputProps) {
  const [shown, setShown] = useState(false);
  return (
    <span className="flex min-w-0 flex-1 gap-1">
      <input
        {...(id ? { id } : {})}
        aria-label={label}
        className={`${inputBase} min-w-0 flex-1`}
        type={shown ? 'text' : 'password'}
        autoComplete="off"
        spellCheck={false}
        value={value}
        {...(placeholder ? { placeholder } : {})}
        onChange={(e) => onChange(e.target.value)}
      />
      <button
        type="button"
        className={button}
        aria-pressed={shown}
        aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
        onClick={() => setShown(!shown)}
      >
        {shown ? 'Hide' : 'Show'}
      </button>
    </span>
  );
}
