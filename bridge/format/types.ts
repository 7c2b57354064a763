// Shapes shared by the call parser and its users (the page runtime and the hub).

/** One tool call the AI wrote in the chat, fully parsed. */
export interface ParsedCall {
  callId: string;
  name: string;
  description?: string;
  params: Record<string, unknown>;
  format: 'jsonl' | 'xml';
}

/**
 * What the parser found at one place in the text. Offsets are UTF-16 indexes into the scanned text;
 * `end` is exclusive. An `incomplete` call (cut mid-stream) runs to the end of the text.
 */
export type CallScan =
  | { kind: 'complete'; call: ParsedCall; start: number; end: number }
  | { kind: 'incomplete'; callId?: string; name?: string; start: number }
  | { kind: 'malformed'; callId?: string; name?: string; error: string; start: number; end: number };

/** A call whose text is finished: it can run (`complete`) or gets an error result (`malformed`). */
export type ReadyScan = Extract<CallScan, { kind: 'complete' | 'malformed' }>;
