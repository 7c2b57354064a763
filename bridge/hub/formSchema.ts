// The input schema of a declarative WebMCP form tool, built from the fields the page read. Built here, in the
// sidebar, so the page bundle stays small; the fields are untrusted, so unknown types fall back to strings.
import type { Schema } from '../schema/keywords';
import type { PageFormField } from '../protocol/types';

const NUMBER_TYPES = new Set(['number', 'range']);
const STRING_FORMATS: Record<string, string> = {
  email: 'email',
  url: 'uri',
  date: 'date',
  time: 'time',
  'datetime-local': 'date-time',
};

function baseSchema(field: PageFormField, options: string[]): Schema {
  if (field.type === 'checkbox') return { type: 'boolean' };
  if (NUMBER_TYPES.has(field.type)) return { type: 'number' };
  if (field.type === 'select-multiple') return { type: 'array', items: { type: 'string', enum: options } };
  if (field.type === 'select-one' || field.type === 'select' || field.type === 'radio')
    return options.length > 0 ? { type: 'string', enum: options } : { type: 'string' };
  const format = STRING_FORMATS[field.type];
  return format ? { type: 'string', format } : { type: 'string' };
}

/**
 * One property per field name: radio buttons sharing a name become one enum; the first field's labels win.
 * A flat, linear walk: the page's list is capped (pageToolSchemas.ts), and options merge through a Set.
 */
export function formInputSchema(fields: readonly PageFormField[]): Schema {
  const byName = new Map<string, { field: PageFormField; options: Set<string>; required: boolean }>();
  for (const field of fields) {
    const entry = byName.get(field.name) ?? { field, options: new Set<string>(), required: false };
    for (const option of field.options ?? []) entry.options.add(option);
    entry.required ||= field.required === true;
    byName.set(field.name, entry);
  }
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const [name, { field, options, required: isRequired }] of byName) {
    const schema = baseSchema(field, [...options]);
    if (field.title) schema.title = field.title;
    if (field.description) schema.description = field.description;
    properties[name] = schema;
    if (isRequired) required.push(name);
  }
  return { type: 'object', properties, ...(required.length > 0 && { required }) };
}
