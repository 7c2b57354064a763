import { describe, expect, it } from 'vitest';
import { resolveRef } from './schema';

describe('resolveRef', () => {
  it('merges the keywords next to $ref, the target winning, and stops on a loop', () => {
    const root = { $defs: { n: { type: 'number', description: 'target' } }, loop: { $ref: '#/loop' } };
    expect(resolveRef({ $ref: '#/$defs/n', description: 'mine', minimum: 1 }, root)).toEqual({
      type: 'number',
      description: 'target',
      minimum: 1,
    });
    expect(resolveRef(root.loop, root)).toEqual({ $ref: '#/loop' });
  });

  it('resolves a node once per root (a budgeted walk revisits nodes; each copy costs the target size)', () => {
    const node = { $ref: '#/$defs/n', description: 'x' };
    const root = { $defs: { n: { type: 'string' } } };
    const first = resolveRef(node, root);
    expect(resolveRef(node, root)).toBe(first);
    const otherRoot = { $defs: { n: { type: 'integer' } } };
    expect(resolveRef(node, otherRoot)).toEqual({ type: 'integer', description: 'x' });
  });
});

describe('resolveRef with a malformed pointer', () => {
  it('treats a bad %-escape as an unknown reference instead of throwing', () => {
    const node = { $ref: '#/$defs/%E0%A4%A' };
    expect(resolveRef(node, { $defs: {} })).toBe(node);
  });
});
