// Server-side transport for the sidebar when it runs in a popup window instead of the page's iframe
// (the page's CSP blocked the frame). IframeChildTransport only accepts window.parent, so this is the
// same envelope and checks, keyed to window.opener instead. The opener's origin is pinned by its first
// message: the opener window can navigate to another site, which must not inherit the connection.
import { JSONRPCMessageSchema } from '@modelcontextprotocol/core';
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/server';

type Direction = 'client-to-server' | 'server-to-client';

interface Envelope {
  channel: string;
  type: 'mcp';
  direction: Direction;
  payload: unknown;
}

function isEnvelope(data: unknown, channel: string, direction: Direction): data is Envelope {
  if (typeof data !== 'object' || data === null) return false;
  const d = data as Record<string, unknown>;
  return d.channel === channel && d.type === 'mcp' && d.direction === direction && 'payload' in d;
}

export interface OpenerChildTransportOptions {
  /** Page origins allowed to connect; `['*']` accepts any (the hub then gates by the user's grants). */
  allowedOrigins: readonly string[];
  channelId: string;
  /** The window that opened this popup; defaults to window.opener. */
  opener?: Window | null;
}

export class OpenerChildTransport implements Transport {
  onclientorigin?: (origin: string) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: Transport['onmessage'];

  private readonly allowedOrigins: Set<string>;
  private readonly channelId: string;
  private readonly opener: Window | null;
  private clientOriginValue: string | undefined;
  private started = false;
  private closed = false;
  private readonly handler = (event: MessageEvent) => this.receive(event);

  constructor(options: OpenerChildTransportOptions) {
    if (!options.allowedOrigins.length) throw new Error('At least one allowed origin must be specified');
    this.allowedOrigins = new Set(options.allowedOrigins);
    this.channelId = options.channelId;
    this.opener = options.opener === undefined ? window.opener : options.opener;
  }

  get clientOrigin(): string | undefined {
    return this.clientOriginValue;
  }

  async start(): Promise<void> {
    if (this.closed) throw new Error('OpenerChildTransport cannot be restarted after it closes');
    if (this.started) throw new Error('Transport already started');
    if (!this.opener) throw new Error('This window has no opener to talk to');
    window.addEventListener('message', this.handler);
    this.started = true;
    // Announce readiness to whoever opened us; the payload carries nothing secret, hence '*'.
    this.post('*', 'mcp-server-ready');
  }

  async send(message: JSONRPCMessage): Promise<void> {
    if (this.closed) throw new Error('Transport is closed');
    if (!this.started) throw new Error('Transport not started');
    // Replies go only to the origin pinned at connect, never to '*'.
    if (!this.clientOriginValue) return;
    this.post(this.clientOriginValue, message);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.started = false;
    window.removeEventListener('message', this.handler);
    if (this.clientOriginValue) this.post(this.clientOriginValue, 'mcp-server-stopped');
    this.onclose?.();
  }

  private receive(event: MessageEvent): void {
    if (!this.opener || event.source !== this.opener) return;
    if (!this.allowedOrigins.has('*') && !this.allowedOrigins.has(event.origin)) return;
    if (!isEnvelope(event.data, this.channelId, 'client-to-server')) return;
    if (this.clientOriginValue === undefined) {
      this.clientOriginValue = event.origin;
      this.onclientorigin?.(event.origin);
    } else if (this.clientOriginValue !== event.origin) {
      // The opener now shows another site: stop rather than follow it (its grant is not this one's).
      // close() only detaches and posts, and never rejects.
      void this.close();
      return;
    }
    const { payload } = event.data;
    if (payload === 'mcp-check-ready') {
      this.post(event.origin, 'mcp-server-ready');
      return;
    }
    const parsed = JSONRPCMessageSchema.safeParse(payload);
    if (parsed.success) this.onmessage?.(parsed.data);
    else this.onerror?.(new Error(`Invalid message: ${parsed.error.message}`));
  }

  private post(targetOrigin: string, payload: unknown): void {
    if (!this.opener || this.opener.closed) return;
    const envelope: Envelope = {
      channel: this.channelId,
      type: 'mcp',
      direction: 'server-to-client',
      payload,
    };
    try {
      this.opener.postMessage(envelope, targetOrigin);
    } catch (error) {
      this.onerror?.(error instanceof Error ? error : new Error(String(error)));
    }
  }
}
