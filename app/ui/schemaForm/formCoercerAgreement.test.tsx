// The tool form and the coercer (chat calls, and the first step of a manual run's check) read schemas
// through the same bridge/schema module. This table of tricky schemas runs each through both: what the
// form starts with, offers as null and produces must be what the coercer accepts, unchanged.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { coerceArguments } from '../../../bridge/schema/coerce';
import { initialValue } from '../../../bridge/schema/initialValue';
import { SchemaForm } from './SchemaForm';

type Widget = 'text' | 'checkbox' | 'select' | 'array' | 'object' | 'variant' | 'json';

interface Row {
  name: string;
  /** The schema of the one (required) parameter `p`. */
  p: unknown;
  defs?: Record<string, unknown>;
  widget: Widget;
  /** How the form offers null: its "p is null" switch, an option of the select, or not at all. */
  nullBy: 'switch' | 'option' | 'none';
  /** The form leaves the value to the user (raw JSON), and the coercer names it missing. */
  startsEmpty?: true;
}

const DEFS = {
  Point: { type: 'object', properties: { x: { type: 'number' } }, required: ['x'] },
  Name: { type: 'string', description: 'From the definition' },
  Count: { type: 'integer' },
  Flag: { $ref: '#/definitions/Bool' },
};

const rows: Row[] = [
  { name: 'type array with null', p: { type: ['integer', 'null'] }, widget: 'text', nullBy: 'switch' },
  { name: 'nullable: true', p: { type: 'string', nullable: true }, widget: 'text', nullBy: 'switch' },
  {
    name: 'anyOf with a null branch',
    p: { anyOf: [{ type: 'string' }, { type: 'null' }] },
    widget: 'text',
    nullBy: 'switch',
  },
  {
    name: 'oneOf of a $ref and const null, with a description around it',
    p: { oneOf: [{ $ref: '#/$defs/Point' }, { const: null }], description: 'Where' },
    widget: 'object',
    nullBy: 'switch',
  },
  {
    name: 'a union of several types and null',
    p: { anyOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] },
    widget: 'variant',
    nullBy: 'switch',
  },
  {
    name: 'a type array whose enum leaves null out',
    p: { type: ['string', 'null'], enum: ['a', 'b'] },
    widget: 'select',
    nullBy: 'none',
  },
  {
    name: 'an enum that lists null, no type',
    p: { enum: ['a', 'b', null] },
    widget: 'select',
    nullBy: 'option',
  },
  {
    name: '$ref with a sibling type that tries to widen it (both apply: not nullable)',
    p: { $ref: '#/$defs/Count', type: ['integer', 'null'] },
    widget: 'text',
    nullBy: 'none',
  },
  {
    name: '$ref with a sibling nullable',
    p: { $ref: '#/$defs/Count', nullable: true },
    widget: 'text',
    nullBy: 'switch',
  },
  {
    name: '$ref with a sibling description and default',
    p: { $ref: '#/$defs/Name', description: 'Local', default: 'x' },
    widget: 'text',
    nullBy: 'none',
  },
  {
    name: 'a $ref chain through definitions',
    p: { $ref: '#/$defs/Flag' },
    defs: { Bool: { type: 'boolean' } },
    widget: 'checkbox',
    nullBy: 'none',
  },
  { name: 'items without a type', p: { items: { type: 'integer' } }, widget: 'array', nullBy: 'none' },
  {
    name: 'a 2020-12 tuple',
    p: { type: 'array', prefixItems: [{ type: 'integer' }] },
    widget: 'array',
    nullBy: 'none',
  },
  {
    name: 'several types',
    p: { type: ['string', 'number'] },
    widget: 'json',
    nullBy: 'none',
    startsEmpty: true,
  },
  {
    name: 'anyOf of string and integer',
    p: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    widget: 'variant',
    nullBy: 'none',
  },
];

function toolSchema(row: Row) {
  return {
    type: 'object',
    $defs: DEFS,
    ...(row.defs ? { definitions: row.defs } : {}),
    properties: { p: row.p },
    required: ['p'],
  };
}

/** Renders the form and returns every value it sent, the starting value first. */
function renderForm(schema: Record<string, unknown>) {
  const sent: Record<string, unknown>[] = [initialValue(schema, schema) as Record<string, unknown>];
  function Harness() {
    const [value, setValue] = useState(sent[0]!);
    return (
      <SchemaForm
        schema={schema}
        value={value}
        onChange={(v) => {
          sent.push(v);
          setValue(v);
        }}
      />
    );
  }
  render(<Harness />);
  return sent;
}

/** Finds the widget the row expects, and makes one edit with it. */
async function editWith(widget: Widget): Promise<void> {
  const user = userEvent.setup();
  switch (widget) {
    case 'text':
    case 'json': {
      const box = screen.getByRole('textbox', { name: 'p' });
      expect(box.tagName).toBe(widget === 'text' ? 'INPUT' : 'TEXTAREA');
      await user.clear(box);
      await user.type(box, '42');
      return;
    }
    case 'checkbox':
      return user.click(screen.getByRole('checkbox', { name: 'p' }));
    case 'select': {
      const select = screen.getByRole('combobox', { name: 'p' });
      return user.selectOptions(select, [...select.querySelectorAll('option')].at(1)!);
    }
    case 'array':
      return user.click(screen.getByRole('button', { name: 'Add p item' }));
    case 'object':
      return user.type(screen.getByRole('textbox', { name: 'x' }), '7');
    case 'variant': {
      const select = screen.getByRole('combobox', { name: 'Variant of p' });
      return user.selectOptions(select, [...select.querySelectorAll('option')].at(-1)!);
    }
  }
}

describe('the tool form and the coercer agree', () => {
  it.each(rows)('$name', async (row) => {
    const schema = toolSchema(row);
    const sent = renderForm(schema);
    const accepts = (args: Record<string, unknown>) => coerceArguments(args, schema);

    if (row.startsEmpty)
      expect(accepts(sent[0]!).errors).toEqual([expect.stringMatching(/^missing required parameter "p"/)]);
    else expect(accepts(sent[0]!)).toEqual({ args: sent[0], errors: [] });
    await editWith(row.widget);
    expect(sent.length).toBeGreaterThan(1);
    expect(accepts(sent.at(-1)!)).toEqual({ args: sent.at(-1), errors: [] });

    const nullSwitch = screen.queryByRole('checkbox', { name: 'p is null' });
    expect(nullSwitch !== null).toBe(row.nullBy === 'switch');
    expect(accepts({ p: null }).errors.length === 0).toBe(row.nullBy !== 'none');
    if (row.nullBy === 'none') return;
    const user = userEvent.setup();
    if (nullSwitch) await user.click(nullSwitch);
    else await user.selectOptions(screen.getByRole('combobox', { name: 'p' }), 'null');
    expect(sent.at(-1)).toEqual({ p: null });
  });

  it('shows the description next to a $ref over the definition’s', () => {
    renderForm(toolSchema(rows.find((r) => r.name.includes('sibling description'))!));
    expect(screen.getByText('Local').tagName).toBe('P');
    expect(screen.queryByText('From the definition')).toBeNull();
  });

  it('offers raw JSON for a $ref that leads nowhere, which the coercer refuses to pass unchecked', async () => {
    const schema = toolSchema({
      name: 'broken',
      p: { $ref: '#/$defs/Gone' },
      widget: 'json',
      nullBy: 'none',
    });
    const sent = renderForm(schema);
    await userEvent.setup().type(screen.getByRole('textbox', { name: 'p' }), '1');
    expect(sent.at(-1)).toEqual({ p: 1 });
    expect(coerceArguments({ p: 1 }, schema).errors).toEqual([
      `parameter "p" can't be checked: its schema's $ref "#/$defs/Gone" leads nowhere (no such definition, an external URI or a loop)`,
    ]);
  });
});
