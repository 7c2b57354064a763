// Textarea / input editor. React (and similar) keep a value tracker on the element; assigning `el.value` updates
// the tracker too, so React sees no change and ignores the input event. The prototype's native setter bypasses
// the tracker, and the input event that follows makes the framework take the new value.
// The read-back uses the value React rendered from its state when the field is React-controlled (editorText.ts).
import type { PageActionResult } from '../../bridge/protocol/types';
import { readEditorText } from './editorText';
import { failed, fire, occurrences, settle } from './verify';

type TextField = HTMLTextAreaElement | HTMLInputElement;
/** Any form field with a `value` (a select too). */
type ValueField = TextField | HTMLSelectElement;

export async function insertIntoTextField(field: TextField, text: string): Promise<PageActionResult> {
  const before = occurrences(readEditorText(field), text);
  const next = field.value.trim() ? `${field.value}\n\n${text}` : text;
  field.focus();
  setFieldValue(field, next);
  await settle();
  if (occurrences(readEditorText(field), text) > before) return { ok: true };
  return failed('The chat input did not keep the inserted text.');
}

/** Sets the value past framework wrappers, then fires input (and any `also` events) so the framework takes it. */
export function setFieldValue(field: ValueField, value: string, ...also: string[]): void {
  nativeValueSetter(field).call(field, value);
  fire(field, 'input', ...also);
}

export function nativeValueSetter(field: ValueField): (this: ValueField, value: string) => void {
  // Walk the prototype chain, skipping any own `value` property a framework put on the element itself.
  for (let proto: object | null = Object.getPrototypeOf(field); proto; proto = Object.getPrototypeOf(proto)) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter as (this: ValueField, value: string) => void;
  }
  return function (this: ValueField, value: string) {
    this.value = value;
  };
}
