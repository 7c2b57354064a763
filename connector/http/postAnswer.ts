// The answer to one POST that carried requests. The spec lets the server answer with one JSON body or an event
// stream. A quick answer goes back as JSON: one write, and no event-stream parsing in the client. A
// notification for one of the requests (progress), or an answer slower than `streamAfterMs`, turns the answer
// into an event stream, so progress arrives as it happens and a long call keeps its connection alive.
import type { ServerResponse } from 'node:http';
import type { JSONRPCMessage, JSONRPCResponse, RequestId } from '@modelcontextprotocol/server';
import { EventStream } from './eventStream.js';

export class PostAnswer {
  private stream: EventStream | undefined;
  /** Answers that came while the answer was still JSON; a batch's JSON body holds them all. */
  private readonly held: JSONRPCResponse[] = [];
  private readonly waiting: Set<RequestId>;
  private readonly streamTimer: NodeJS.Timeout;
  private ended = false;

  constructor(
    private readonly res: ServerResponse,
    requestIds: readonly RequestId[],
    /** The POST's body was an array, so a JSON answer is one too. */
    private readonly batch: boolean,
    private readonly headers: Readonly<Record<string, string>>,
    streamAfterMs: number,
  ) {
    this.waiting = new Set(requestIds);
    this.streamTimer = setTimeout(() => this.startStream(), streamAfterMs);
    this.streamTimer.unref();
    res.once('close', () => clearTimeout(this.streamTimer));
  }

  /** One request's answer; the last one ends the HTTP response. */
  respond(id: RequestId, response: JSONRPCResponse): void {
    if (this.ended || !this.waiting.delete(id)) return;
    if (this.stream) this.stream.write(response);
    else this.held.push(response);
    if (this.waiting.size === 0) this.end();
  }

  /** The client cancelled one request, which gets no answer; the last one still open ends the response. */
  withdraw(id: RequestId): void {
    if (this.ended || !this.waiting.delete(id)) return;
    if (this.waiting.size === 0) this.end();
  }

  /** A message tied to one of the requests (progress, a question for the client): it needs the stream. */
  sendRelated(message: JSONRPCMessage): void {
    if (this.ended) return;
    this.startStream();
    this.stream?.write(message);
  }

  /**
   * The session closed first: no answer can come. The response ends as an event stream without them, which a
   * client reads as a connection that broke mid-call (the tool may have run), never as the server's answer.
   */
  abandon(): void {
    if (this.ended) return;
    this.startStream();
    this.end();
  }

  private startStream(): void {
    if (this.stream || this.ended || this.res.destroyed) return;
    clearTimeout(this.streamTimer);
    this.stream = new EventStream(this.res, this.headers);
    for (const response of this.held) this.stream.write(response);
    this.held.length = 0;
  }

  private end(): void {
    this.ended = true;
    clearTimeout(this.streamTimer);
    if (this.stream) return this.stream.end();
    if (this.res.destroyed) return;
    // Every request withdrawn: nothing to answer, as for a POST of notifications alone.
    if (this.held.length === 0) return void this.res.writeHead(202, this.headers).end();
    const body = JSON.stringify(this.batch ? this.held : this.held[0]);
    this.res.writeHead(200, { ...this.headers, 'Content-Type': 'application/json' }).end(body);
  }
}
