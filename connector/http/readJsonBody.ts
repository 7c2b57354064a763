// A POST body read as JSON, bounded: past the limit the rest is drained unread and the answer is 413.
import type { IncomingMessage } from 'node:http';

const MAX_BODY_BYTES = 4 * 1024 * 1024;

export type BodyResult = { ok: true; value: unknown } | { ok: false; status: number; message: string };

/** Reads with events rather than `for await`: the async iterator cost more than the parse on every call. */
export function readJsonBody(req: IncomingMessage): Promise<BodyResult> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      chunks.push(chunk);
      if (size <= MAX_BODY_BYTES) return;
      req.off('data', onData).off('end', onEnd).off('error', reject);
      // Drained unread until the answer has gone (a reset before then could lose it); then the socket closes.
      req.resume();
      resolve({ ok: false, status: 413, message: 'Request body too large' });
    };
    const onEnd = () => {
      try {
        resolve({ ok: true, value: JSON.parse(Buffer.concat(chunks, size).toString('utf8')) });
      } catch {
        resolve({ ok: false, status: 400, message: 'Parse error: the body is not JSON' });
      }
    };
    req.on('data', onData).once('end', onEnd).once('error', reject);
  });
}
