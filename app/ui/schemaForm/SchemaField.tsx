import { memo, useId } from 'react';
import { fieldShape } from '../../../bridge/schema/kind';
import { AnyJsonInput } from './AnyJsonInput';
import { ArrayField } from './ArrayField';
import { FieldFrame } from './FieldFrame';
import { useForm } from './formContext';
import { initialValue } from '../../../bridge/schema/initialValue';
import { ObjectField } from './ObjectField';
import { PrimitiveInput } from './PrimitiveInput';
import { VariantField } from './VariantField';

export interface SchemaFieldProps {
  schema: unknown;
  path: string;
  label: string;
  required: boolean;
  value: unknown;
  onChange(value: unknown): void;
}

/** One value of the arguments: picks the widget from the (resolved, null-split) schema. */
export const SchemaField = memo(function SchemaField({
  schema: raw,
  path,
  label,
  required,
  value,
  onChange,
}: SchemaFieldProps) {
  const id = useId();
  const { root, errors } = useForm();
  const { schema, nullable, kind } = fieldShape(raw, root);
  const group = kind === 'object' || kind === 'array' || kind === 'variant';
  const description = typeof schema['description'] === 'string' ? schema['description'] : undefined;
  const title =
    typeof schema['title'] === 'string' && schema['title'] !== label
      ? `${label} (${schema['title']})`
      : label;
  return (
    <FieldFrame
      id={id}
      path={path}
      label={title}
      {...(description ? { description } : {})}
      required={required}
      nullable={nullable}
      value={value}
      initial={() => initialValue(schema, root)}
      onChange={onChange}
      group={group}
    >
      {kind === 'object' ? (
        <ObjectField
          schema={schema}
          path={path}
          labelledBy={`${id}-label`}
          value={value}
          onChange={onChange}
        />
      ) : kind === 'array' ? (
        <ArrayField schema={schema} path={path} label={label} value={value} onChange={onChange} />
      ) : kind === 'variant' ? (
        <VariantField schema={schema} path={path} label={label} value={value} onChange={onChange} />
      ) : kind === 'any' ? (
        <AnyJsonInput id={id} value={value} onChange={onChange} />
      ) : (
        <PrimitiveInput
          id={id}
          kind={kind}
          schema={schema}
          value={value}
          invalid={(errors[path] ?? []).length > 0}
          onChange={onChange}
        />
      )}
    </FieldFrame>
  );
});
