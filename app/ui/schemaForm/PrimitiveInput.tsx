import { useState } from 'react';
import type { Schema } from '../../../bridge/schema/keywords';
import type { SchemaKind } from '../../../bridge/schema/kind';
import { input } from '../classNames';

export interface PrimitiveInputProps {
  id: string;
  kind: SchemaKind;
  schema: Schema;
  value: unknown;
  invalid: boolean;
  onChange(value: unknown): void;
}

const LONG_TEXT = 80;

/** Strings (multi-line when long), numbers, integers, booleans, enums and consts. */
export function PrimitiveInput({ id, kind, schema, value, invalid, onChange }: PrimitiveInputProps) {
  const aria = { id, 'aria-invalid': invalid, ...(invalid ? { 'aria-describedby': `${id}-errors` } : {}) };
  if (kind === 'boolean')
    return (
      <input
        type="checkbox"
        {...aria}
        checked={value === true}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 self-start"
      />
    );
  if (kind === 'enum' || kind === 'const') {
    const options = kind === 'enum' ? (schema.enum as unknown[]) : [schema.const];
    const index = options.findIndex((o) => JSON.stringify(o) === JSON.stringify(value));
    return (
      <select
        {...aria}
        className={input}
        value={String(index)}
        onChange={(e) => onChange(options[Number(e.target.value)])}
      >
        {index === -1 && <option value="-1">Choose…</option>}
        {options.map((o, i) => (
          <option key={i} value={String(i)}>
            {typeof o === 'string' ? o : JSON.stringify(o)}
          </option>
        ))}
      </select>
    );
  }
  if (kind === 'number' || kind === 'integer')
    return <NumberInput {...aria} kind={kind} value={value} onChange={onChange} />;
  const text = typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  const long =
    text.length > LONG_TEXT ||
    text.includes('\n') ||
    (typeof schema.maxLength === 'number' && schema.maxLength > 200);
  return long ? (
    <textarea {...aria} className={input} rows={4} value={text} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input {...aria} type="text" className={input} value={text} onChange={(e) => onChange(e.target.value)} />
  );
}

/** Keeps what the user typed ("1.", "-") while sending the number it means; anything else goes to the validator as text. */
function NumberInput(props: {
  id: string;
  kind: 'number' | 'integer';
  value: unknown;
  onChange(v: unknown): void;
}) {
  const { kind, value, onChange, ...aria } = props;
  const [draft, setDraft] = useState(() => (value === undefined ? '' : String(value)));
  const shown =
    Number(draft) === value || (draft === '' && value === undefined) ? draft : String(value ?? '');
  return (
    <input
      {...aria}
      type="text"
      inputMode={kind === 'integer' ? 'numeric' : 'decimal'}
      className={input}
      value={shown}
      onChange={(e) => {
        const raw = e.target.value;
        setDraft(raw);
        const n = Number(raw);
        // Empty stays text (not unset): the field is still there, and the validator says a number is needed.
        onChange(raw.trim() !== '' && Number.isFinite(n) ? n : raw);
      }}
    />
  );
}
