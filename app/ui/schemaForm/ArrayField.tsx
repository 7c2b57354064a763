import { itemSchemaOf, type Schema } from '../../../bridge/schema/keywords';
import { button, dangerButton } from '../classNames';
import { childPath } from './fieldPath';
import { useForm } from './formContext';
import { initialValue } from '../../../bridge/schema/initialValue';
import { SchemaField } from './SchemaField';

export interface ArrayFieldProps {
  schema: Schema;
  path: string;
  label: string;
  value: unknown;
  onChange(value: unknown): void;
}

/** Items edited one by one, with Add and Remove; tuples (prefixItems, an items list) use each position's schema. */
export function ArrayField({ schema, path, label, value, onChange }: ArrayFieldProps) {
  const { root } = useForm();
  const items = Array.isArray(value) ? value : [];
  const itemSchema = (i: number): unknown => itemSchemaOf(schema, i) ?? {};
  const replace = (i: number, next: unknown) => onChange(items.map((x, j) => (j === i ? next : x)));
  return (
    <div className="flex flex-col gap-1 border-l-2 border-slate-200 pl-2 dark:border-slate-700">
      <ol className="flex flex-col gap-1" aria-label={`${label} items`}>
        {items.map((item, i) => (
          <li key={i} className="flex items-start gap-1">
            <div className="min-w-0 flex-1">
              <SchemaField
                schema={itemSchema(i)}
                path={childPath(path, i)}
                label={`${label} ${i + 1}`}
                required
                value={item}
                onChange={(next) => replace(i, next)}
              />
            </div>
            <button
              type="button"
              className={`${dangerButton} mt-1`}
              aria-label={`Remove ${label} ${i + 1}`}
              onClick={() => onChange(items.filter((_, j) => j !== i))}
            >
              ✕
            </button>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={`${button} self-start`}
        onClick={() => onChange([...items, initialValue(itemSchema(items.length), root) ?? null])}
      >
        Add {label} item
      </button>
    </div>
  );
}
