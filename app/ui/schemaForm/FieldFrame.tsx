import type { ReactNode } from 'react';
import { button, muted } from '../classNames';
import { useForm } from './formContext';

export interface FieldFrameProps {
  id: string;
  path: string;
  label: string;
  description?: string;
  required: boolean;
  nullable: boolean;
  value: unknown;
  /** What "Set" or un-ticking null puts in. */
  initial(): unknown;
  onChange(value: unknown): void;
  /** Fieldsets label themselves with a legend; plain inputs get a <label>. */
  group?: boolean;
  children: ReactNode;
}

/** Label, description, errors, and the explicit "unset" (optional) and "null" (nullable) controls. */
export function FieldFrame(props: FieldFrameProps) {
  const { id, path, label, description, required, nullable, value, initial, onChange, group, children } =
    props;
  const errors = useForm().errors[path] ?? [];
  // A required field never shows "not set": it is always editable, and the validator names what is missing.
  const unset = value === undefined && !required;
  const isNull = value === null;
  const heading = (
    <span className="text-sm font-medium">
      {label}
      {required && <span aria-hidden="true"> *</span>}
    </span>
  );
  return (
    <div className="flex flex-col gap-1 py-1" data-path={path}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        {group || unset || isNull ? (
          <span id={`${id}-label`}>{heading}</span>
        ) : (
          <label htmlFor={id}>{heading}</label>
        )}
        <span className="flex items-center gap-2">
          {nullable && !unset && (
            <label className="flex items-center gap-1 text-xs">
              <input
                type="checkbox"
                checked={isNull}
                onChange={(e) => onChange(e.target.checked ? null : initial())}
                aria-label={`${label} is null`}
              />
              null
            </label>
          )}
          {!required &&
            (unset ? (
              <button
                type="button"
                className={button}
                onClick={() => onChange(initial())}
                aria-label={`Set ${label}`}
              >
                Set
              </button>
            ) : (
              <button
                type="button"
                className={button}
                onClick={() => onChange(undefined)}
                aria-label={`Unset ${label}`}
              >
                Unset
              </button>
            ))}
        </span>
      </div>
      {description && <p className={muted}>{description}</p>}
      {unset ? (
        <p className={muted}>Not set (left out of the arguments)</p>
      ) : isNull ? (
        <p className={muted}>null</p>
      ) : (
        children
      )}
      {errors.length > 0 && (
        // The alert wraps the list: a role on the <ul> itself would take away its list semantics.
        <div id={`${id}-errors`} className="text-xs text-red-700 dark:text-red-300" role="alert">
          <ul>
            {errors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
