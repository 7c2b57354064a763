// `POST /pair` with `{ "code": "…" }` answers `{ "token": "…" }` once per code. It is the one route that
// needs no bearer token (the code stands in for it); Host and Origin are checked before it like elsewhere.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { PairingCodes } from './pairingCodes.js';

const MAX_BODY_BYTES = 4096;

export const USED_OR_EXPIRED =
  'This pairing link was already used or has expired. Press Enter in the connector window for a new link, or run the connector again.';

export async function handlePair(
  req: IncomingMessage,
  res: ServerResponse,
  codes: PairingCodes,
  token: string,
): Promise<void> {
  if (req.method !== 'POST') return send(res, 405, { error: 'method not allowed' });
  const code = await readCode(req);
  if (code === null) return send(res, 400, { error: 'expected {"code": "…"}' });
  if (!codes.redeem(code)) return send(res, 410, { error: USED_OR_EXPIRED });
  send(res, 200, { token });
}

async function readCode(req: IncomingMessage): Promise<string | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return null;
    chunks.push(chunk);
  }
  try {
    const body: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    const code = (body as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  } catch {
    return null;
  }
}

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(value));
}
