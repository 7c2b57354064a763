// Textarea / input editor. React (and similar) keep a value tracker on the element; assigning `el.value` updates
// the tracker too, so React sees no change and ignores the input event. The prototype's native setter bypasses
// the tracker, and the input event that follows makes the framework take the new value.
// The read-back uses the value React rendered from its state when the field is React-controlled (editorText.ts).
import type { PageActionResult } from '../../bridge/protocol/types';
import { readEditorText } from './editorText';
import { occurrences, settle } from './verify';

type TextField = HTMLTextAreaElement | HTMLInputElement;

export async function insertIntoTextField(field: TextField, text: string): Promise<PageActionResult> {
  const before = occurrences(readEditorText(field), text);
  const next = field.value.trim() ? `${field.value}\n\n${text}` : text;
  field.focus();
  nativeValueSetter(field).call(field, next);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
  if (occurrences(readEditorText(field), text) > before) return { ok: true };
  return { ok: false, error: 'The chat input did not keep the inserted text.' };
}

export function nativeValueSetter(field: TextField): (this: TextField, value: string) => void {
  // Walk the prototype chain, skipping any own `value` property a framework put on the element itself.
  for (let proto: object | null = Object.getPrototypeOf(field); proto; proto = Object.getPrototypeOf(proto)) {
    const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
    if (setter) return setter as (this: TextField, value: string) => void;
  }
  return function (this: TextField, value: string) {
    this.value = value;
  };
}
