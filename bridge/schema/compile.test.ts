import { afterEach, describe, expect, it, vi } from 'vitest';
import { compileSchema } from './compile';

const schema = { $id: 'https://tools.example/s.json', type: 'object', properties: { n: { type: 'number' } } };

describe('compileSchema', () => {
  it('compiles a schema once by its content, however many copies of it arrive', async () => {
    const first = await compileSchema(structuredClone(schema));
    expect(await compileSchema(structuredClone(schema))).toBe(first);
    expect(await compileSchema({ ...schema, properties: { n: { type: 'string' } } })).not.toBe(first);
  });

  it('does not reuse a validator compiled without the pattern screen where the screen is asked for', async () => {
    const risky = { type: 'object', properties: { s: { type: 'string', pattern: '^(a+)+$' } } };
    await expect(compileSchema(risky, { screenPatterns: false })).resolves.toBeTypeOf('function');
    await expect(compileSchema(risky)).rejects.toThrow(/catastrophic backtracking/);
  });
});

describe('loading ajv', () => {
  afterEach(() => {
    vi.doUnmock('@modelcontextprotocol/client/validators/ajv');
    vi.resetModules();
  });

  it('tries the import again after a failed one instead of failing every later check', async () => {
    let attempts = 0;
    vi.doMock('@modelcontextprotocol/client/validators/ajv', async (importOriginal) => {
      attempts++;
      if (attempts === 1) throw new Error('chunk failed to load');
      return importOriginal();
    });
    vi.resetModules();
    const fresh = await import('./compile');
    await expect(fresh.compileSchema(schema)).rejects.toBeInstanceOf(Error);
    await expect(fresh.compileSchema(schema)).resolves.toBeTypeOf('function');
    expect(attempts).toBe(2);
  });
});
