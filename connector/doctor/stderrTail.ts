// Keeps the last lines a child wrote to stderr: when a server dies at start, they usually say why.
import type { Stream } from 'node:stream';

export function stderrTail(stream: Stream | null, keep = 5): () => string[] {
  const lines: string[] = [];
  let partial = '';
  stream?.on('data', (chunk: Buffer) => {
    const parts = (partial + chunk.toString('utf8')).split('\n');
    partial = parts.pop() ?? '';
    for (const line of parts) if (line.trim()) lines.push(line.trimEnd());
    lines.splice(0, Math.max(0, lines.length - keep));
  });
  return () => [...lines, ...(partial.trim() ? [partial.trimEnd()] : [])].slice(-keep);
}
