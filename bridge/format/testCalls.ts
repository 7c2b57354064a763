// Test helpers: write calls the way an AI would, so tests read like the chat they model.

export interface CallSpec {
  name: string;
  callId?: number | string;
  endCallId?: number | string;
  description?: string;
  params?: Record<string, unknown>;
}

export interface WriteOptions {
  /** JSON.stringify indentation (pretty printing); none for one object per line. */
  indent?: string | number | undefined;
  /** Between the lines: '\n', '\r\n', '' (glued) or ' '. */
  separator?: string;
}

export function callLines(spec: CallSpec): Record<string, unknown>[] {
  const id = spec.callId ?? 1;
  return [
    { type: 'function_call_start', name: spec.name, call_id: id },
    ...(spec.description !== undefined ? [{ type: 'description', text: spec.description }] : []),
    ...Object.entries(spec.params ?? {}).map(([key, value]) => ({ type: 'parameter', key, value })),
    { type: 'function_call_end', call_id: spec.endCallId ?? id },
  ];
}

export function writeCall(spec: CallSpec, opts: WriteOptions = {}): string {
  return callLines(spec)
    .map((line) => JSON.stringify(line, null, opts.indent))
    .join(opts.separator ?? '\n');
}

export const COPY_LABELS = [
  'Copy code',
  'Copy',
  '复制代码',
  '复制',
  'Copiar código',
  'Code kopieren',
  'コードをコピー',
  'Копировать код',
];
export const LANGUAGE_TAGS = ['json', 'jsonl', 'JSON', 'JSONL', ''];

/** The scan tests' canonical call, and what scanCalls makes of it written as is. */
export const LIST_CALL: CallSpec = {
  name: 'list_directory',
  description: 'List the project',
  params: { path: '/project', depth: 2 },
};
export const COMPLETE_LIST_SCAN = {
  kind: 'complete',
  call: { callId: '1', ...LIST_CALL, format: 'jsonl' },
};
