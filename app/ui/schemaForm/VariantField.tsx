import { useId, useState } from 'react';
import { unionOf, type Schema } from '../../../bridge/schema/keywords';
import { input } from '../classNames';
import { useForm } from './formContext';
import { initialValue } from '../../../bridge/schema/initialValue';
import { SchemaField } from './SchemaField';
import { matchVariant, variantSchemas, variantTitle } from '../../../bridge/schema/variants';

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
  const branches = unionOf(schema) ?? [];
  const variants = variantSchemas(schema, root);
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
        {branches.map((branch, i) => (
          <option key={i} value={String(i)}>
            {variantTitle(branch, root, i)}
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
