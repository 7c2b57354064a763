import { useCallback, useMemo } from 'react';
import { setOwn } from '../../../bridge/format/partialFields';
import { isRecord } from '../../../bridge/format/isRecord';
import { propertiesOf, requiredOf, type Schema } from '../../../bridge/schema/keywords';
import { childPath } from './fieldPath';
import { SchemaField } from './SchemaField';

export interface ObjectFieldProps {
  schema: Schema;
  path: string;
  labelledBy?: string;
  value: unknown;
  onChange(value: unknown): void;
}

/** The object's properties in schema order; an unset property is left out of the value entirely. */
export function ObjectField({ schema, path, labelledBy, value, onChange }: ObjectFieldProps) {
  const record = useMemo<Record<string, unknown>>(() => (isRecord(value) ? value : {}), [value]);
  const required = requiredOf(schema);
  const setKey = useCallback(
    (key: string, next: unknown) => {
      const copy = { ...record };
      if (next === undefined) delete copy[key];
      else setOwn(copy, key, next);
      onChange(copy);
    },
    [record, onChange],
  );
  const properties = propertiesOf(schema);
  return (
    <div
      role="group"
      {...(labelledBy ? { 'aria-labelledby': labelledBy } : {})}
      className={
        path === ''
          ? 'flex flex-col gap-1'
          : 'flex flex-col gap-1 border-l-2 border-slate-200 pl-2 dark:border-slate-700'
      }
    >
      {properties.length === 0 && <p className="text-xs text-slate-500">No parameters.</p>}
      {properties.map(([key, prop]) => (
        <SchemaField
          key={key}
          schema={prop}
          path={childPath(path, key)}
          label={key}
          required={required.has(key)}
          value={record[key]}
          onChange={(next) => setKey(key, next)}
        />
      ))}
    </div>
  );
}
