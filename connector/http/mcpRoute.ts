// `/servers/<name>/mcp`: a request of a session goes to its transport; an initialize without one opens a
// session once the child runs.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isInitializeRequest } from '@modelcontextprotocol/server';
import type { ManagedChild } from '../children/managedChild.js';
import { readJsonBody } from './readJsonBody.js';
import { rpcError, sendJson } from './replies.js';
import type { SessionRegistry } from './sessions.js';

/** How long a new session waits for a child that is (re)starting before we answer 503. */
const SESSION_WAIT_MS = 15_000;

export async function handleMcp(
  sessions: SessionRegistry,
  child: ManagedChild,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (req.method !== 'GET' && req.method !== 'POST' && req.method !== 'DELETE') {
    return sendJson(res, 405, rpcError(-32000, 'Method not allowed'));
  }
  let body: unknown;
  if (req.method === 'POST') {
    const read = await readJsonBody(req);
    if (!read.ok) {
      // A client still sending a body past the limit is not read on: the connection ends with the answer.
      if (read.status === 413) res.setHeader('Connection', 'close');
      return sendJson(res, read.status, rpcError(-32700, read.message));
    }
    body = read.value;
  }
  const sessionId = req.headers['mcp-session-id'];
  if (typeof sessionId === 'string') {
    const session = sessions.get(sessionId);
    // A session belongs to one server; an id used on another server's path is unknown there.
    if (!session || session.serverName !== child.name)
      return sendJson(res, 404, rpcError(-32001, 'Session not found'));
    await session.transport.handleRequest(req, res, body);
    return;
  }
  if (req.method !== 'POST' || !isInitializeRequest(body)) {
    return sendJson(res, 400, rpcError(-32000, 'Bad Request: Mcp-Session-Id header required'));
  }
  try {
    await child.whenRunning(SESSION_WAIT_MS);
  } catch (error) {
    return sendJson(
      res,
      503,
      rpcError(-32000, (error as Error).message, (body as { id?: unknown }).id ?? null),
    );
  }
  const transport = await sessions.open(child);
  await transport.handleRequest(req, res, body);
  if (!transport.sessionId) await transport.close();
}
