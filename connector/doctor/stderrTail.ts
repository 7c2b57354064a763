// Keeps the last lines a child wrote to stderr: when a server dies at start, they usually say why.
import type { Stream } from 'node:stream';

export interface StderrTail {
  lines(): string[];
  /** Settles when the stream has ended or closed: a dead child's last lines can trail its exit. */
  ended: Promise<void>;
}

export function stderrTail(stream: Stream | null, keep = 5): StderrTail {
  const lines: string[] = [];
  let partial = '';
  stream?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) lines.push(line.trimEnd());
    lines.splice(0, Math.max(0, lines.length - keep));
  });
  const ended = new Promise<void>((resolve) => {
    if (!stream) return resolve();
    stream.once('end', resolve);
    stream.once('close', resolve);
  });
  return { lines: () => [...lines, ...(partial.trim() ? [partial.trimEnd()] : [])].slice(-keep), ended };
}
