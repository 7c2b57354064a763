import { describe, expect, it } from 'vitest';
import { guardedSchemaValidator } from './guardedSchemaValidator';

describe('guardedSchemaValidator', () => {
  it('never compiles an outputSchema with a catastrophic pattern, and leaves the tool usable', () => {
    const schema = { type: 'object', properties: { s: { type: 'string', pattern: '^(a|b+)+$' } } };
    const compiled: unknown[] = [];
    const inner = {
      getValidator: (s: unknown) => {
        compiled.push(s);
        return () => ({ valid: false as const, data: undefined, errorMessage: 'compiled' });
      },
    };
    const validate = guardedSchemaValidator(inner).getValidator(schema);
    // The hostile input that would backtrack for minutes is accepted at once, unchecked.
    expect(validate({ s: `${'b'.repeat(40)}!` })).toEqual({
      valid: true,
      data: { s: `${'b'.repeat(40)}!` },
      errorMessage: undefined,
    });
    expect(compiled).toEqual([]);
  });

  it("validates with the SDK's default engine otherwise", () => {
    const validate = guardedSchemaValidator().getValidator({ type: 'object', required: ['n'] });
    expect(validate({ n: 1 }).valid).toBe(true);
    expect(validate({}).valid).toBe(false);
  });
});
