// Run by describeMessage.memory.test.ts under `node --expose-gc`: logs N huge messages, drops the messages,
// and prints how much heap the entries alone keep (bytes, after GC) as one JSON line.
import { describeMessage, describeServerLog, serverLogParams } from '../describeMessage';
import type { NewLogEntry } from '../types';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('run with node --expose-gc');
const [count = 40, megabytes = 5] = process.argv.slice(2).map(Number);

function collect(): number {
  for (let i = 0; i < 3; i++) gc!();
  return process.memoryUsage().heapUsed;
}

/** Logs one message of its own (as a parsed message from the wire is) twice: as traffic and as a log line. */
function logHuge(i: number): NewLogEntry[] {
  const text = `${i}:`.padEnd(megabytes * 1024 * 1024, 'x');
  const traffic = { jsonrpc: '2.0' as const, id: i, result: { content: [{ type: 'text', text }] } };
  const line = {
    jsonrpc: '2.0' as const,
    method: 'notifications/message',
    params: { level: 'info', data: text },
  };
  return [
    describeMessage('received', traffic, 8_192, 'tools/call'),
    describeServerLog(serverLogParams(line)!, line, 8_192),
  ];
}

logHuge(-1); // loads and compiles everything measured, before the first measure
const before = collect();
const kept: NewLogEntry[] = [];
for (let i = 0; i < count; i++) kept.push(...logHuge(i));
const after = collect();
console.log(JSON.stringify({ retainedBytes: after - before, entries: kept.length }));
