import { useId, useState } from 'react';
import { input } from '../ui';
import { useForm } from './formContext';
import { SchemaField } from './SchemaField';
import { initialValue, matchVariant, variantsOf, variantTitle, type Schema } from './schemaUtils';

export interface VariantFieldProps {
  schema: Schema;
  path: string;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
}

/** anyOf / oneOf: a picker for the variant, then the chosen variant's own field. */
export function VariantField({ schema, path, label, value, onChange }: VariantFieldProps) {
  const id = useId();
  const { root } = useForm();
  const { oneOf: _a, anyOf: _b, ...shared } = schema;
  const variants = (variantsOf(schema) ?? []).map((v) => ({ ...shared, ...(v as Schema) }));
  const [chosen, setChosen] = useState(() => matchVariant(value, variants, root));
  const current = Math.min(chosen, variants.length - 1);
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs">
        Variant of {label}
      </label>
      <select
        id={id}
        className={input}
        value={String(current)}
        onChange={(e) => {
          const next = Number(e.target.value);
          setChosen(next);
          onChange(initialValue(variants[next], root));
        }}
      >
        {variants.map((v, i) => (
          <option key={i} value={String(i)}>
            {variantTitle((variantsOf(schema) ?? [])[i], root, i) || variantTitle(v, root, i)}
          </option>
        ))}
      </select>
      <SchemaField
        key={current}
        schema={{ ...variants[current], title: undefined, description: undefined }}
        path={path}
        label={`${label} value`}
        required
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
