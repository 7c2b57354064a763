// The JSON Lines call format: start / description / parameter... / end objects, found anywhere in
// the text (labels, language tags and line breaks around them do not matter).
import { errorText } from './errorText';
import { extractObject, looksLikeObjectStart } from './jsonObjects';
import { SMART_QUOTES, callIdOf, partialFields, setOwn } from './partialFields';
import { idsOf, readyScan } from './readyScan';
import type { CallScan } from './types';

interface OpenCall {
  start: number;
  end: number;
  callId?: string;
  name?: string;
  description?: string;
  params: Record<string, unknown>;
  error?: string;
}

// Each literal once: the page bundle keeps every copy of a string.
const START = 'function_call_start';
const SMART_QUOTE = new RegExp(`[${SMART_QUOTES}]`);
const END = 'function_call_end';
const CANONICAL_START = `{"type":"${START}"`;
const NO_END = `call has no ${END} before the next ${START}`;

export function scanJsonl(text: string): CallScan[] {
  const scans: CallScan[] = [];
  let call: OpenCall | undefined;
  // Re-scanning inside objects that are not JSON (prose, code) is bounded so the scan stays linear.
  let budget = text.length * 4 + 100_000;

  const finish = (end: number, extraError?: string) => {
    if (!call) return;
    scans.push(readyScan({ ...call, error: call.error ?? extraError }, 'jsonl', call.start, end));
    call = undefined;
  };
  const fail = (message: string) => {
    if (call && call.error === undefined) call.error = message;
  };
  const begin = (start: number, end: number, fields: { name?: string; callId?: string }, error?: string) => {
    call = { start, end, params: {}, ...fields, ...(error !== undefined && { error }) };
  };

  let i = 0;
  for (;;) {
    const open = text.indexOf('{', i);
    if (open < 0) break;
    if (!looksLikeObjectStart(text, open)) {
      i = open + 1;
      continue;
    }
    const found = extractObject(text, open);
    if (found.kind === 'open') {
      if (call) return [...scans, incomplete(call)];
      if (nestedStart(text, open, text.length) && budget > 0) {
        // A stray brace in prose swallowed a real call: look again from inside it.
        budget -= text.length - open;
        i = open + 1;
        continue;
      }
      const tail = text.slice(open);
      const compact = tail.replace(/\s+/g, '');
      if (tail.includes(START) || CANONICAL_START.startsWith(compact)) {
        scans.push({ kind: 'incomplete', ...partialFields(tail), start: open });
      }
      return scans;
    }
    if (!call && !text.slice(open, found.end).includes(START)) {
      // Not a call start (prose, code or other JSON): look inside it too, within the budget.
      budget -= found.end - open;
      i = budget > 0 ? open + 1 : found.end;
      continue;
    }
    let value: unknown;
    let invalid: string | undefined;
    if (found.kind === 'broken') invalid = found.reason;
    else {
      try {
        value = JSON.parse(found.json);
      } catch (e) {
        invalid = errorText(e);
      }
    }
    if (invalid !== undefined) {
      const raw = text.slice(open, found.end);
      const hint = SMART_QUOTE.test(raw) ? '; use straight double quotes' : '';
      const message = `invalid JSON line in the call (${invalid}${hint}): ${preview(raw)}`;
      const isStart = raw.includes(START);
      if (!call && isStart && nestedStart(text, open, found.end) && budget > 0) {
        budget -= found.end - open;
        i = open + 1; // As above: the start line is inside a stray brace, not broken itself.
        continue;
      }
      if (call && isStart) finish(open, NO_END);
      if (call) {
        fail(message);
        call.end = found.end;
        if (raw.includes(END)) finish(found.end);
        i = found.end;
      } else {
        begin(open, found.end, partialFields(raw), message);
        i = found.end;
      }
      continue;
    }
    const line = value as Record<string, unknown>;
    if (!call && line['type'] !== START) {
      // JSON that merely mentions or wraps a call: a call inside is still found.
      budget -= found.end - open;
      i = budget > 0 ? open + 1 : found.end;
      continue;
    }
    i = found.end;
    const type = line['type'];
    if (type === START) {
      if (call) finish(open, NO_END);
      const name =
        typeof line['name'] === 'string' && line['name'].trim() !== '' ? line['name'].trim() : undefined;
      const callId = callIdOf(line['call_id']);
      begin(open, found.end, {
        ...(name !== undefined && { name }),
        ...(callId !== undefined && { callId }),
      });
      if (name === undefined) fail(`${START} has no tool "name"`);
      continue;
    }
    if (!call) continue; // Stray lines outside a call (or plain JSON in the message) are not calls.
    call.end = found.end;
    if (type === 'description') {
      const text = line['text'] ?? line['description']; // Models sometimes repeat the type as the key.
      if (typeof text === 'string') call.description ??= text;
      else fail('description line has no "text" string');
    } else if (type === 'parameter') {
      addParameter(call, line, fail);
    } else if (type === END) {
      const endId = callIdOf(line['call_id']);
      if (call.callId !== undefined && endId !== undefined && endId !== call.callId) {
        fail(`${END} call_id "${endId}" does not match ${START} call_id "${call.callId}"`);
      }
      if (call.callId === undefined && endId !== undefined) call.callId = endId;
      finish(found.end);
    } else {
      fail(
        typeof type === 'string'
          ? `unknown line type "${type}" (expected description, parameter or ${END})`
          : `line without a "type": ${preview(found.kind === 'closed' ? found.json : '')}`,
      );
    }
  }
  if (call) scans.push(incomplete(call));
  return scans;
}

function addParameter(call: OpenCall, line: Record<string, unknown>, fail: (m: string) => void): void {
  const key = line['key'];
  if (typeof key !== 'string' || key === '') return fail('parameter line has no "key"');
  if (!Object.hasOwn(line, 'value')) return fail(`parameter "${key}" has no "value"`);
  if (Object.hasOwn(call.params, key)) return fail(`parameter "${key}" is given twice`);
  setOwn(call.params, key, line['value']);
}

/** True when the first "function_call_start" in [open, end) sits inside a later `{` than `open`. */
function nestedStart(text: string, open: number, end: number): boolean {
  const at = text.slice(open, end).indexOf(START);
  return at > 0 && text.lastIndexOf('{', open + at) > open;
}

function incomplete(call: OpenCall): CallScan {
  return { kind: 'incomplete', ...idsOf(call), start: call.start };
}

function preview(raw: string): string {
  const oneLine = raw.slice(0, 200).replace(/\s+/g, ' ');
  return oneLine.length > 80 ? `${oneLine.slice(0, 77)}...` : oneLine;
}
