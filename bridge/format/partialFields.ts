// Best-effort name and call id from text that is not (yet) valid JSON, so an incomplete or
// malformed call can still be shown as "read_file #3" in the UI.

/** The quotes a model or chat UI puts where JSON wants `"`; one copy serves every format check. */
export const SMART_QUOTES = '\u201c\u201d\u201e\u2018\u2019';
const QUOTES = `"'${SMART_QUOTES}`;
const Q = `[${QUOTES}]`;
const NAME = new RegExp(`${Q}name${Q}\\s*:\\s*${Q}([^${QUOTES}\\n]{1,200})${Q}`);
const CALL_ID = new RegExp(`${Q}call_id${Q}\\s*:\\s*${Q}?([\\w.-]{1,100})`);

export interface PartialFields {
  name?: string;
  callId?: string;
}

export function partialFields(raw: string): PartialFields {
  const out: PartialFields = {};
  const name = NAME.exec(raw)?.[1];
  const callId = CALL_ID.exec(raw)?.[1];
  if (name !== undefined) out.name = name;
  if (callId !== undefined) out.callId = callId;
  return out;
}

/** Normalizes a call id as written (number or string) to the string form used everywhere. */
export function callIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return undefined;
}

/** Defines an own property, so keys like `__proto__` stay plain data. */
export function setOwn(target: Record<string, unknown>, key: string, value: unknown): void {
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });
}
