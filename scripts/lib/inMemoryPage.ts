// A page connected to a hub in the same process: a real SDK Client over an in-memory pair, with the page
// origin reported the way IframeChildTransport reports it from postMessage. Shared by the hub's tests and the
// bench; the product connects its pages through the iframe (or opener) transport.
import type { Client } from '@modelcontextprotocol/client';
import { InMemoryTransport } from '@modelcontextprotocol/server';
import type {
  JSONRPCMessage,
  MessageExtraInfo,
  Transport,
  TransportSendOptions,
} from '@modelcontextprotocol/server';
import type { ChildTransport, Hub } from '../../bridge/hub/createHub';

/** Reports the page origin on the first message, like IframeChildTransport does from postMessage. */
export class OriginTransport implements ChildTransport {
  onclientorigin?: (origin: string) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;
  onmessage?: <T extends JSONRPCMessage>(message: T, extra?: MessageExtraInfo) => void;
  private reported: string | undefined;

  constructor(
    private readonly inner: Transport,
    private readonly origin: string,
  ) {
    inner.onmessage = (message, extra) => {
      if (this.reported !== this.origin) {
        this.reported = this.origin;
        this.onclientorigin?.(this.origin);
      }
      this.onmessage?.(message, extra);
    };
    inner.onclose = () => this.onclose?.();
    inner.onerror = (error) => this.onerror?.(error);
  }
  get clientOrigin(): string | undefined {
    return this.reported;
  }
  start(): Promise<void> {
    return this.inner.start();
  }
  send(message: JSONRPCMessage, options?: TransportSendOptions): Promise<void> {
    return this.inner.send(message, options);
  }
  close(): Promise<void> {
    return this.inner.close();
  }
}

/** Connects `client` to `hub` as a page of `origin`; returns the page's end of the pair (to watch its traffic). */
export async function connectInMemoryPage(hub: Hub, client: Client, origin: string): Promise<Transport> {
  const [pageSide, hubSide] = InMemoryTransport.createLinkedPair();
  await hub.connect(new OriginTransport(hubSide, origin));
  await client.connect(pageSide);
  return pageSide;
}
