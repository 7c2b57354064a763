import { useId, useMemo, useState } from 'react';
import { fieldShape } from '../../../bridge/schema/kind';
import { Toggle } from '../Toggle';
import { input } from '../classNames';
import { FormContext } from './formContext';
import { ObjectField } from './ObjectField';

export interface SchemaFormProps {
  /** The tool's input schema (an object schema; `$defs` are resolved against it). */
  schema: unknown;
  value: Record<string, unknown>;
  onChange(value: Record<string, unknown>): void;
  /** Messages by JSON Pointer ("" for the whole object), from the validator. */
  errors?: Record<string, string[]>;
}

const NO_ERRORS: Record<string, string[]> = {};

/** A form generated from the schema, with a raw-JSON switch; both edit the same value. */
export function SchemaForm({ schema, value, onChange, errors = NO_ERRORS }: SchemaFormProps) {
  const rawId = useId();
  const [raw, setRaw] = useState<string | null>(null);
  const [parseError, setParseError] = useState<string | null>(null);
  const context = useMemo(() => ({ root: schema, errors }), [schema, errors]);
  const rootErrors = errors[''] ?? [];
  const switchMode = (toRaw: boolean) => {
    if (toRaw) {
      setRaw(JSON.stringify(value, null, 2));
      return;
    }
    setRaw(null);
    setParseError(null);
  };
  return (
    <FormContext.Provider value={context}>
      <div className="flex flex-col gap-2">
        <Toggle label="Raw JSON" checked={raw !== null} onChange={switchMode} />
        {raw !== null ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={rawId} className="text-sm font-medium">
              Arguments (JSON)
            </label>
            <textarea
              id={rawId}
              className={`${input} font-mono`}
              rows={8}
              value={raw}
              aria-invalid={parseError !== null}
              onChange={(e) => {
                setRaw(e.target.value);
                const parsed = parseObject(e.target.value);
                setParseError(parsed.error);
                if (parsed.value) onChange(parsed.value);
              }}
            />
            {parseError && (
              <p role="alert" className="text-xs text-red-700 dark:text-red-300">
                {parseError}
              </p>
            )}
          </div>
        ) : (
          <ObjectField
            schema={fieldShape(schema, schema).schema}
            path=""
            value={value}
            onChange={(v) => onChange(v as Record<string, unknown>)}
          />
        )}
        {rootErrors.length > 0 && (
          <ul role="alert" className="text-xs text-red-700 dark:text-red-300">
            {rootErrors.map((e) => (
              <li key={e}>{e}</li>
            ))}
          </ul>
        )}
      </div>
    </FormContext.Provider>
  );
}

function parseObject(text: string): { value?: Record<string, unknown>; error: string | null } {
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      return { error: 'The arguments must be a JSON object.' };
    return { value: parsed as Record<string, unknown>, error: null };
  } catch (error) {
    return { error: `Not valid JSON: ${error instanceof Error ? error.message : String(error)}` };
  }
}
