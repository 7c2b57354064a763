// Test kit: the sidebar's side of the @mcp-b/transports postMessage envelope, in one jsdom window. It receives
// what the page posts to the frame and answers as the frame, so the real hub can serve the page runtime.
import type { ChildTransport } from '../../../bridge/hub/createHub';
import { CHANNEL_ID } from '../../../bridge/protocol/constants';

type JSONRPCMessage = Parameters<ChildTransport['send']>[0];

export const APP_ORIGIN = location.origin;
/** The chat page's origin as the hub sees it (IframeChildTransport reads it from the message event). */
export const PAGE_ORIGIN = 'https://chat.example';

/** The sidebar's side of the envelope: receives what the page posts to the frame, answers as the frame. */
export class FrameSideTransport implements ChildTransport {
  clientOrigin?: string;
  onclientorigin?: (origin: string) => void;
  onmessage?: (message: JSONRPCMessage) => void;
  onclose?: () => void;
  onerror?: (error: Error) => void;

  constructor(private readonly frameWindow: Window) {}

  async start(): Promise<void> {
    // Stands in for the frame's own message listener (IframeChildTransport checks origin and source there).
    this.frameWindow.postMessage = ((data: { payload: unknown }) => {
      queueMicrotask(() => {
        if (data.payload === 'mcp-check-ready') return this.post('mcp-server-ready');
        if (this.clientOrigin === undefined) {
          this.clientOrigin = PAGE_ORIGIN;
          this.onclientorigin?.(PAGE_ORIGIN);
        }
        this.onmessage?.(data.payload as JSONRPCMessage);
      });
    }) as Window['postMessage'];
    this.post('mcp-server-ready'); // like IframeChildTransport, so the start order does not matter
  }
  async send(message: JSONRPCMessage): Promise<void> {
    this.post(message);
  }
  async close(): Promise<void> {
    this.post('mcp-server-stopped');
    this.onclose?.();
  }
  private post(payload: unknown): void {
    const data = { channel: CHANNEL_ID, type: 'mcp', direction: 'server-to-client', payload };
    window.dispatchEvent(new MessageEvent('message', { data, origin: APP_ORIGIN, source: this.frameWindow }));
  }
}
