// One HTTP session's Streamable HTTP transport. The SDK's NodeStreamableHTTPServerTransport keeps the session: its
// id and initialize, the GET stream for list changes, DELETE, notifications, and every refusal in the SDK's words.
// On top of it, the SDK's Server does the handshake and the relay the rest (children/sessionRelay.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { NodeStreamableHTTPServerTransport } from '@modelcontextprotocol/node';
import {
  isJsonContentType,
  parseJSONRPCMessage,
  SUPPORTED_PROTOCOL_VERSIONS,
  type JSONRPCMessage,
  type JSONRPCResponse,
  type MessageExtraInfo,
  type RequestId,
  type Transport,
} from '@modelcontextprotocol/server';
import { PostAnswer } from './postAnswer.js';
import { sendRpcError } from './replies.js';

/** The SDK transport's limit on one batch; a longer one is left to it to refuse. */
const MAX_BATCH_SIZE = 100;
/** An answer still pending after this long is sent as an event stream, with keep-alive comments. */
const STREAM_AFTER_MS = 1_000;

export interface SessionTransportOptions {
  newSessionId: () => string;
  /** Called once `initialize` gave the session its id, before the answer goes out. */
  onSessionStarted: (id: string) => void;
  streamAfterMs?: number;
}

const isResponse = (m: JSONRPCMessage): m is JSONRPCResponse => 'result' in m || 'error' in m;
const isRequest = (m: JSONRPCMessage): m is JSONRPCMessage & { id: RequestId } => 'method' in m && 'id' in m;
const isCancellation = (m: JSONRPCMessage): m is JSONRPCMessage & { params: { requestId: RequestId } } =>
  'method' in m &&
  m.method === 'notifications/cancelled' &&
  ['string', 'number'].includes(typeof (m.params as { requestId?: unknown } | undefined)?.requestId);

export class SessionTransport implements Transport {
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: (message: JSONRPCMessage, extra?: MessageExtraInfo) => void;

  private readonly sdk: NodeStreamableHTTPServerTransport;
  private supportedVersions: readonly string[] = SUPPORTED_PROTOCOL_VERSIONS;
  /** The open answer of every request of ours still in flight, by its JSON-RPC id. */
  private readonly answers = new Map<RequestId, PostAnswer>();
  private closed = false;

  constructor(private readonly options: SessionTransportOptions) {
    this.sdk = new NodeStreamableHTTPServerTransport({
      sessionIdGenerator: options.newSessionId,
      onsessioninitialized: options.onSessionStarted,
      // The one request the SDK still answers is initialize: as one JSON body, as ours answers a quick call.
      enableJsonResponse: true,
    });
    this.sdk.onmessage = (message, extra) => this.receive(message, extra);
    this.sdk.onerror = (error) => this.onerror?.(error);
    this.sdk.onclose = () => this.ended();
  }

  get sessionId(): string | undefined {
    return this.sdk.sessionId;
  }

  start(): Promise<void> {
    return this.sdk.start();
  }

  setSupportedProtocolVersions(versions: string[]): void {
    this.supportedVersions = versions;
    this.sdk.setSupportedProtocolVersions(versions);
  }

  /** `body` is the POST's parsed JSON (the HTTP handler reads and bounds it). */
  async handleRequest(req: IncomingMessage, res: ServerResponse, body?: unknown): Promise<void> {
    const messages = this.ownPost(req, body);
    if (!messages) return this.sdk.handleRequest(req, res, body);
    // The SDK would take an empty batch for a POST of nothing, and a repeated id would cross two answers here.
    if (messages.length === 0)
      return sendRpcError(res, 400, -32600, `Invalid Request: a batch holds 1 to ${MAX_BATCH_SIZE} messages`);
    const requestIds = messages.filter(isRequest).map((m) => m.id);
    if (requestIds.some((id) => this.answers.has(id)) || new Set(requestIds).size < requestIds.length)
      return sendRpcError(res, 400, -32600, 'Invalid Request: a request id is already in flight');
    const answer = new PostAnswer(
      res,
      requestIds,
      Array.isArray(body),
      { 'mcp-session-id': this.sessionId ?? '' },
      this.options.streamAfterMs ?? STREAM_AFTER_MS,
    );
    for (const id of requestIds) this.answers.set(id, answer);
    for (const message of messages) this.receive(message);
  }

  async send(message: JSONRPCMessage, options?: { relatedRequestId?: RequestId | undefined }): Promise<void> {
    const id = isResponse(message) ? message.id : options?.relatedRequestId;
    const answer = id === undefined ? undefined : this.answers.get(id);
    if (!answer || id === undefined)
      return this.sdk.send(message, id === undefined ? {} : { relatedRequestId: id });
    if (!isResponse(message)) return answer.sendRelated(message);
    this.answers.delete(id);
    answer.respond(id, message);
  }

  close(): Promise<void> {
    return this.sdk.close();
  }

  /**
   * Ours, as the SDK can't do it: a POST of requests in the live session. The SDK answers each as an event stream
   * through web Request and ReadableStream (twice our CPU per call, past the bench's 1.5 ms; its JSON mode drops
   * progress) and never ends a cancelled request's answer. Anything else, or what the SDK would refuse, is its own.
   */
  private ownPost(req: IncomingMessage, body: unknown): JSONRPCMessage[] | undefined {
    if (req.method !== 'POST' || this.closed || this.sessionId === undefined) return undefined;
    const accept = req.headers.accept ?? '';
    if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return undefined;
    if (!isJsonContentType(req.headers['content-type'] ?? '')) return undefined;
    if (req.headers['mcp-session-id'] !== this.sessionId) return undefined;
    const version = req.headers['mcp-protocol-version'];
    if (typeof version === 'string' && !this.supportedVersions.includes(version)) return undefined;
    const raw: unknown[] = Array.isArray(body) ? body : [body];
    if (raw.length > MAX_BATCH_SIZE) return undefined;
    let messages: JSONRPCMessage[];
    try {
      messages = raw.map((m) => parseJSONRPCMessage(m));
    } catch {
      return undefined;
    }
    if (messages.length === 0) return messages;
    const initializing = messages.some((m) => 'method' in m && m.method === 'initialize');
    return messages.some(isRequest) && !initializing ? messages : undefined;
  }

  private receive(message: JSONRPCMessage, extra?: MessageExtraInfo): void {
    this.onmessage?.(message, extra);
    if (isCancellation(message)) this.withdraw(message.params.requestId);
  }

  /** A cancelled request gets no answer (spec): its id is free, and its HTTP answer ends if nothing else waits. */
  private withdraw(id: RequestId): void {
    const answer = this.answers.get(id);
    if (!answer) return;
    this.answers.delete(id);
    answer.withdraw(id);
  }

  /** The SDK closed the session (DELETE, or close()): the answers still open end without their answers. */
  private ended(): void {
    this.closed = true;
    const open = new Set(this.answers.values());
    this.answers.clear();
    for (const answer of open) answer.abandon();
    this.onclose?.();
  }
}
