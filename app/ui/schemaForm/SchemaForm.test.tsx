import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SchemaForm } from './SchemaForm';
import { initialValue } from '../../../bridge/schema/initialValue';

const schema = {
  type: 'object',
  $defs: {
    Tag: {
      type: 'object',
      properties: { label: { type: 'string' }, weight: { type: 'number' } },
      required: ['label'],
    },
  },
  properties: {
    title: { type: 'string', description: 'The title' },
    mode: { enum: ['fast', 'slow'], default: 'slow' },
    count: { type: 'integer' },
    done: { type: 'boolean' },
    note: { type: ['string', 'null'] },
    tags: { type: 'array', items: { $ref: '#/$defs/Tag' } },
    target: {
      oneOf: [
        { title: 'By id', type: 'integer' },
        { title: 'By name', type: 'string' },
      ],
    },
  },
  required: ['title', 'mode'],
};

function Harness({
  onValue,
  errors,
}: {
  onValue(v: Record<string, unknown>): void;
  errors?: Record<string, string[]>;
}) {
  const [value, setValue] = useState(() => initialValue(schema, schema) as Record<string, unknown>);
  return (
    <SchemaForm
      schema={schema}
      value={value}
      {...(errors ? { errors } : {})}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

describe('SchemaForm', () => {
  it('starts from defaults and leaves optional fields unset', () => {
    expect(initialValue(schema, schema)).toEqual({ title: '', mode: 'slow' });
  });

  it('edits strings, enums, integers and booleans, and sets/unsets optional fields', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: /title/ }), 'Hi');
    await user.selectOptions(screen.getByRole('combobox', { name: /mode/ }), 'fast');
    await user.click(screen.getByRole('button', { name: 'Set count' }));
    await user.clear(screen.getByRole('textbox', { name: /count/ }));
    await user.type(screen.getByRole('textbox', { name: /count/ }), '42');
    await user.click(screen.getByRole('button', { name: 'Set done' }));
    await user.click(screen.getByRole('checkbox', { name: /done/ }));
    expect(onValue).toHaveBeenLastCalledWith({ title: 'Hi', mode: 'fast', count: 42, done: true });
    await user.click(screen.getByRole('button', { name: 'Unset count' }));
    expect(onValue).toHaveBeenLastCalledWith({ title: 'Hi', mode: 'fast', done: true });
  });

  it('tells explicit null apart from unset', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Set note' }));
    await user.click(screen.getByRole('checkbox', { name: 'note is null' }));
    expect(onValue).toHaveBeenLastCalledWith({ title: '', mode: 'slow', note: null });
    await user.click(screen.getByRole('button', { name: 'Unset note' }));
    expect(onValue.mock.lastCall?.[0]).not.toHaveProperty('note');
  });

  it('adds and removes array items built from a $ref, and picks a oneOf variant', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.click(screen.getByRole('button', { name: 'Set tags' }));
    await user.click(screen.getByRole('button', { name: 'Add tags item' }));
    await user.click(screen.getByRole('button', { name: 'Add tags item' }));
    const items = within(screen.getByRole('list', { name: 'tags items' }));
    await user.type(items.getAllByRole('textbox', { name: /label/ })[1]!, 'b');
    await user.click(screen.getByRole('button', { name: 'Remove tags 1' }));
    expect(onValue.mock.lastCall?.[0].tags).toEqual([{ label: 'b' }]);

    await user.click(screen.getByRole('button', { name: 'Set target' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Variant of target' }), 'By name');
    await user.type(screen.getByRole('textbox', { name: /target value/ }), 'x');
    expect(onValue.mock.lastCall?.[0].target).toBe('x');
  });

  it('switches to raw JSON and back, both ways', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Harness onValue={onValue} />);
    await user.type(screen.getByRole('textbox', { name: /title/ }), 'A');
    await user.click(screen.getByRole('switch', { name: 'Raw JSON' }));
    const raw = screen.getByRole('textbox', { name: 'Arguments (JSON)' }) as HTMLTextAreaElement;
    expect(JSON.parse(raw.value)).toEqual({ title: 'A', mode: 'slow' });
    await user.clear(raw);
    await user.type(raw, '[[1');
    expect(screen.getByRole('alert').textContent).toMatch(/JSON/);
    await user.clear(raw);
    await user.type(raw, '{{"title":"B","mode":"fast"}');
    await user.click(screen.getByRole('switch', { name: 'Raw JSON' }));
    expect((screen.getByRole('textbox', { name: /title/ }) as HTMLInputElement).value).toBe('B');
  });

  it('shows validation errors on their fields', () => {
    render(<Harness onValue={vi.fn()} errors={{ '/title': ['Required.'], '': ['Bad object.'] }} />);
    expect(screen.getByRole('textbox', { name: /title/ }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Required.', 'Bad object.']);
  });
});
