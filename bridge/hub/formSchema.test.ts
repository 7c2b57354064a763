import { describe, expect, it } from 'vitest';
import { coerceArguments } from '../schema/coerce';
import { formInputSchema } from './formSchema';

describe('formInputSchema', () => {
  it('builds types, titles, descriptions, required and options from the fields', () => {
    const schema = formInputSchema([
      { name: 'issueTitle', type: 'text', required: true, title: 'Title', description: 'Short summary' },
      { name: 'body', type: 'textarea' },
      { name: 'severity', type: 'select-one', options: ['low', 'high', 'critical'] },
      { name: 'count', type: 'number' },
      { name: 'urgent', type: 'checkbox' },
      { name: 'email', type: 'email', required: true },
      { name: 'tags', type: 'select-multiple', options: ['a', 'b'] },
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: {
        issueTitle: { type: 'string', title: 'Title', description: 'Short summary' },
        body: { type: 'string' },
        severity: { type: 'string', enum: ['low', 'high', 'critical'] },
        count: { type: 'number' },
        urgent: { type: 'boolean' },
        email: { type: 'string', format: 'email' },
        tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      },
      required: ['issueTitle', 'email'],
    });
  });

  it('merges radio buttons that share a name into one enum', () => {
    const schema = formInputSchema([
      { name: 'size', type: 'radio', options: ['s'], title: 'Size' },
      { name: 'size', type: 'radio', options: ['m'], required: true },
      { name: 'size', type: 'radio', options: ['l'] },
    ]);
    expect(schema).toEqual({
      type: 'object',
      properties: { size: { type: 'string', enum: ['s', 'm', 'l'], title: 'Size' } },
      required: ['size'],
    });
  });

  it('treats unknown field types as strings and has no required list when nothing is required', () => {
    expect(formInputSchema([{ name: 'x', type: 'weird<type>' }])).toEqual({
      type: 'object',
      properties: { x: { type: 'string' } },
    });
  });

  it('gives a schema the hub coercion checks the AI arguments against', () => {
    const schema = formInputSchema([
      { name: 'count', type: 'number', required: true },
      { name: 'severity', type: 'select-one', options: ['low', 'high'] },
    ]);
    expect(coerceArguments({ count: '3', severity: 'high' }, schema)).toEqual({
      args: { count: 3, severity: 'high' },
      errors: [],
    });
    expect(coerceArguments({ severity: 'medium' }, schema).errors.length).toBeGreaterThan(0);
  });
});
