import { describe, expect, it } from 'vitest';
import { insertIntoTextField } from './textarea';

/** Mimics React's value tracker: an own `value` property on the node that records what React last saw. */
function reactLikeTextarea(): { field: HTMLTextAreaElement; changes: string[] } {
  const field = document.createElement('textarea');
  document.body.append(field);
  const native = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!;
  let tracked = '';
  Object.defineProperty(field, 'value', {
    configurable: true,
    get() {
      return native.get!.call(this);
    },
    set(value: string) {
      tracked = value;
      native.set!.call(this, value);
    },
  });
  const changes: string[] = [];
  // React fires onChange only when the DOM value differs from the tracked one.
  field.addEventListener('input', () => {
    if (field.value !== tracked) {
      tracked = field.value;
      changes.push(field.value);
    }
  });
  return { field, changes };
}

describe('insertIntoTextField', () => {
  it('goes through the native setter so a React-style tracker sees the change', async () => {
    const { field, changes } = reactLikeTextarea();
    const result = await insertIntoTextField(field, 'tool result');
    expect(result).toEqual({ ok: true });
    expect(field.value).toBe('tool result');
    expect(changes).toEqual(['tool result']);
  });

  it('appends after text the user already typed', async () => {
    const { field, changes } = reactLikeTextarea();
    field.value = 'my note';
    await insertIntoTextField(field, 'result');
    expect(field.value).toBe('my note\n\nresult');
    expect(changes).toEqual(['my note\n\nresult']);
  });

  it('reports a failure when the editor does not keep the text', async () => {
    const field = document.createElement('textarea');
    document.body.append(field);
    // A controlled input that rejects every change puts its old value back.
    field.addEventListener('input', () => {
      field.value = '';
    });
    const result = await insertIntoTextField(field, 'lost text');
    expect(result.ok).toBe(false);
    expect(result.error).toMatch(/did not keep/);
  });
});
