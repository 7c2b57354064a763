// A fetch wrapper that tells what happened on the wire for each request, which the SDK does not:
// did fetch reject before any response (the request may never have left), and did the response
// stream of one tools/call break before its answer (the server got the call, the answer is lost).
import type { FetchLike } from '@modelcontextprotocol/client';

/** Request header that ties a POST to one of our calls; stripped here, never sent. */
export const CALL_MARKER_HEADER = 'x-mcp-bridge-call';

export interface CallWire {
  /** The server answered the HTTP request (status line received). */
  responded: boolean;
  /** The stream carries SSE event ids, so the SDK can resume it after a break. */
  resumable: boolean;
  onBroken?: (error: unknown) => void;
}

const EVENT_ID_LINE = /(^|\n)id:/;

export class WireObserver {
  private readonly preResponseErrors = new WeakSet<object>();
  /** The SSE client replaces fetch errors by its own SseError; this keeps the original. */
  lastFetchFailure: unknown;
  private readonly calls = new Map<string, CallWire>();
  /** Set for the legacy SSE transport, whose answers all come on one GET stream. */
  watchEventStream = false;
  /** The SSE event stream ended or broke: every pending answer is lost with it. */
  onEventStreamBroken?: (error: unknown) => void;

  constructor(private readonly baseFetch: FetchLike) {}

  track(callId: string): CallWire {
    const wire: CallWire = { responded: false, resumable: false };
    this.calls.set(callId, wire);
    return wire;
  }

  untrack(callId: string): void {
    this.calls.delete(callId);
  }

  /** True when `error` is a rejection of fetch itself: no HTTP response was received. */
  isPreResponse(error: unknown): boolean {
    return typeof error === 'object' && error !== null && this.preResponseErrors.has(error);
  }

  readonly fetch: FetchLike = async (url, init) => {
    const headers = new Headers(init?.headers);
    const callId = headers.get(CALL_MARKER_HEADER);
    headers.delete(CALL_MARKER_HEADER);
    const wire = callId ? this.calls.get(callId) : undefined;
    let response: Response;
    try {
      response = await this.baseFetch(url, { ...init, headers });
    } catch (error) {
      if (typeof error === 'object' && error !== null) this.preResponseErrors.add(error);
      this.lastFetchFailure = error;
      throw error;
    }
    if (wire) wire.responded = true;
    if (!response.ok || !response.body) return response;
    if (wire && isJson(response)) return watchJsonBody(response, (error) => wire.onBroken?.(error));
    if (wire) return watchBody(response, wire, (error) => wire.onBroken?.(error));
    const isEventStream =
      (init?.method ?? 'GET') === 'GET' &&
      response.headers.get('content-type')?.includes('text/event-stream');
    if (this.watchEventStream && isEventStream) {
      return watchBody(response, undefined, (error) => {
        for (const each of this.calls.values()) each.onBroken?.(error);
        this.onEventStreamBroken?.(error);
      });
    }
    return response;
  };
}

const isJson = (response: Response) =>
  response.headers.get('content-type')?.startsWith('application/json') === true;

/**
 * A JSON answer is one body: its read is watched in place, so a break is seen, and the SDK reads the same
 * Response; a copy in a new Response cost every call a second body read. A break is reported; a body that
 * is whole but not JSON is the SDK's error, not a lost answer.
 */
function watchJsonBody(response: Response, onBroken: (error: unknown) => void): Response {
  const readText = response.text.bind(response);
  const text = () =>
    readText().catch((error: unknown) => {
      onBroken(error);
      throw error;
    });
  Object.defineProperty(response, 'text', { value: text });
  Object.defineProperty(response, 'json', { value: () => text().then(JSON.parse) });
  return response;
}

/** Re-wraps the body so its end or failure is seen; bytes pass through unchanged. */
function watchBody(
  response: Response,
  wire: CallWire | undefined,
  onEnd: (error: unknown) => void,
): Response {
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const decoder = new TextDecoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          onEnd(new Error('The response stream ended'));
          return;
        }
        if (wire && !wire.resumable && EVENT_ID_LINE.test(decoder.decode(value, { stream: true })))
          wire.resumable = true;
        controller.enqueue(value);
      } catch (error) {
        controller.error(error);
        onEnd(error);
      }
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return rebuilt(response, body);
}

/** A Response with `body` in place of the original's, the same in everything else the SDK reads. */
function rebuilt(response: Response, body: BodyInit): Response {
  const wrapped = new Response(body, {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
  Object.defineProperty(wrapped, 'url', { value: response.url });
  Object.defineProperty(wrapped, 'redirected', { value: response.redirected });
  return wrapped;
}
