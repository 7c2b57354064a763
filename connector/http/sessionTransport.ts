// One HTTP session's Streamable HTTP transport (spec 2025-11-25, sessionful), written on Node's own request
// and response. The SDK's Node transport turns every request into a web Request and every answer into a
// ReadableStream through @hono/node-server: in the connector's CPU profile that was the largest part of a
// forwarded call. On top of it, the SDK's Server does the handshake and the relay the rest (children/sessionRelay.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  isJsonContentType,
  parseJSONRPCMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type JSONRPCResponse,
  type RequestId,
  type Transport,
} from '@modelcontextprotocol/server';
import { EventStream } from './eventStream.js';
import { sendRpcError } from './replies.js';
import { PostAnswer } from './postAnswer.js';

/** The SDK transport's limit on one batch. */
const MAX_BATCH_SIZE = 100;
/** An answer still pending after this long is sent as an event stream, with keep-alive comments. */
const STREAM_AFTER_MS = 1_000;

export interface SessionTransportOptions {
  newSessionId: () => string;
  /** Called once `initialize` gave the session its id, before the answer goes out. */
  onSessionStarted: (id: string) => void;
  streamAfterMs?: number;
}

type Refusal = [status: number, code: number, message: string];

const isResponse = (m: JSONRPCMessage): m is JSONRPCResponse => 'result' in m || 'error' in m;
const isRequest = (m: JSONRPCMessage) => 'method' in m && 'id' in m;
const isCancellation = (m: JSONRPCMessage): m is JSONRPCMessage & { params: { requestId: RequestId } } =>
  'method' in m &&
  m.method === 'notifications/cancelled' &&
  ['string', 'number'].includes(typeof (m.params as { requestId?: unknown } | undefined)?.requestId);

export class SessionTransport implements Transport {
  sessionId: string | undefined;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage) => void;

  private supportedVersions: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
  /** The open answer of every request still in flight, by its JSON-RPC id. */
  private readonly answers = new Map<RequestId, PostAnswer>();
  /** The GET stream, for messages tied to no request (list_changed). */
  private standalone: EventStream | undefined;
  private closed = false;

  constructor(private readonly options: SessionTransportOptions) {}

  async start(): Promise<void> {}

  setSupportedProtocolVersions(versions: string[]): void {
    this.supportedVersions = versions;
  }

  /** `body` is the POST's parsed JSON (the HTTP handler reads and bounds it). */
  async handleRequest(req: IncomingMessage, res: ServerResponse, body?: unknown): Promise<void> {
    if (this.closed) return sendRpcError(res, 404, -32001, 'Session not found');
    if (req.method === 'POST') return this.handlePost(req, res, body);
    const refused = this.checkSession(req);
    if (refused) return sendRpcError(res, ...refused);
    if (req.method === 'GET') return this.openStandalone(req, res);
    if (req.method === 'DELETE') {
      await this.close();
      res.writeHead(200).end();
      return;
    }
    sendRpcError(res, 405, -32000, 'Method not allowed.');
  }

  async send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId | undefined }): Promise<void> {
    if (isResponse(message)) {
      const answer = message.id === undefined ? undefined : this.answers.get(message.id);
      // After close() every open answer has ended; a late one has nowhere to go.
      if (!answer || message.id === undefined) {
        if (this.closed) return;
        throw new Error(`No connection established for request ID: ${String(message.id)}`);
      }
      this.answers.delete(message.id);
      answer.respond(message.id, message);
      return;
    }
    const related = options?.relatedRequestId;
    if (related === undefined) return void this.standalone?.write(message);
    const answer = this.answers.get(related);
    if (!answer) throw new Error(`No connection established for request ID: ${String(related)}`);
    answer.sendRelated(message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const open = new Set(this.answers.values());
    this.answers.clear();
    for (const answer of open) answer.abandon();
    this.standalone?.end();
    this.standalone = undefined;
    this.onclose?.();
  }

  private handlePost(req: IncomingMessage, res: ServerResponse, body: unknown): void {
    const accept = req.headers.accept ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) {
      const message = 'Not Acceptable: Client must accept both application/json and text/event-stream';
      return sendRpcError(res, 406, -32000, message);
    }
    if (!isJsonContentType(req.headers['content-type'] ?? ''))
      return sendRpcError(res, 415, -32000, 'Unsupported Media Type: Content-Type must be application/json');
    const batch = Array.isArray(body);
    const raw: unknown[] = batch ? body : [body];
    if (raw.length === 0 || raw.length > MAX_BATCH_SIZE)
      return sendRpcError(res, 400, -32600, `Invalid Request: a batch holds 1 to ${MAX_BATCH_SIZE} messages`);
    let messages: JSONRPCMessage[];
    try {
      messages = raw.map((m) => parseJSONRPCMessage(m));
    } catch {
      return sendRpcError(res, 400, -32700, 'Parse error: Invalid JSON-RPC message');
    }
    const initializing = messages.some(
      (m) => isRequest(m) && (m as { method: string }).method === 'initialize',
    );
    if (initializing) {
      if (this.sessionId !== undefined)
        return sendRpcError(res, 400, -32600, 'Invalid Request: Server already initialized');
      if (messages.length > 1)
        return sendRpcError(res, 400, -32600, 'Invalid Request: Only one initialization request is allowed');
      this.sessionId = this.options.newSessionId();
      this.options.onSessionStarted(this.sessionId);
    } else {
      const refused = this.checkSession(req);
      if (refused) return sendRpcError(res, ...refused);
    }
    const requestIds = messages.filter(isRequest).map((m) => (m as { id: RequestId }).id);
    if (requestIds.some((id) => this.answers.has(id)) || new Set(requestIds).size < requestIds.length)
      return sendRpcError(res, 400, -32600, 'Invalid Request: a request id is already in flight');
    if (requestIds.length > 0) {
      const answer = new PostAnswer(
        res,
        requestIds,
        batch,
        this.sessionHeaders(),
        this.options.streamAfterMs ?? STREAM_AFTER_MS,
      );
      for (const id of requestIds) this.answers.set(id, answer);
    } else {
      // Only notifications and answers to our own requests: nothing to wait for.
      res.writeHead(202, this.sessionHeaders()).end();
    }
    for (const message of messages) {
      this.onmessage?.(message);
      if (isCancellation(message)) this.withdraw(message.params.requestId);
    }
  }

  /** A cancelled request gets no answer (spec): its id is free, and its HTTP answer ends if nothing else waits. */
  private withdraw(id: RequestId): void {
    const answer = this.answers.get(id);
    if (!answer) return;
    this.answers.delete(id);
    answer.withdraw(id);
  }

  private openStandalone(req: IncomingMessage, res: ServerResponse): void {
    if (!(req.headers.accept ?? '').includes('text/event-stream'))
      return sendRpcError(res, 406, -32000, 'Not Acceptable: Client must accept text/event-stream');
    if (this.standalone?.open)
      return sendRpcError(res, 409, -32000, 'Conflict: Only one SSE stream is allowed per session');
    const stream = new EventStream(res, this.sessionHeaders());
    this.standalone = stream;
    res.once('close', () => {
      if (this.standalone === stream) this.standalone = undefined;
    });
  }

  /** Why a request may not use this session (HTTP status, JSON-RPC code, message), as the SDK words it. */
  private checkSession(req: IncomingMessage): Refusal | undefined {
    if (this.sessionId === undefined) return [400, -32000, 'Bad Request: Server not initialized'];
    const id = req.headers['mcp-session-id'];
    if (id === undefined) return [400, -32000, 'Bad Request: Mcp-Session-Id header is required'];
    if (id !== this.sessionId) return [404, -32001, 'Session not found'];
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !this.supportedVersions.includes(version)) {
      const supported = this.supportedVersions.join(', ');
      return [
        400,
        -32000,
        `Bad Request: Unsupported protocol version: ${version} (supported versions: ${supported})`,
      ];
    }
    return undefined;
  }

  private sessionHeaders(): Record<string, string> {
    return this.sessionId === undefined ? {} : { 'mcp-session-id': this.sessionId };
  }
}
