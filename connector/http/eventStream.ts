// A POST's answer as a `text/event-stream`: MCP messages as `message` events, and a comment every 15 s (as the SDK's
// own transport sends) so an idle stream is not cut by a proxy or a client's idle timeout.
import type { ServerResponse } from 'node:http';
import type { JSONRPCMessage } from '@modelcontextprotocol/server';

const KEEP_ALIVE_MS = 15_000;

const EVENT_STREAM_HEADERS = {
  'Content-Type': 'text/event-stream',
  'Cache-Control': 'no-cache, no-transform',
  Connection: 'keep-alive',
  'X-Accel-Buffering': 'no',
};

export class EventStream {
  private readonly keepAlive: NodeJS.Timeout;

  constructor(
    private readonly res: ServerResponse,
    headers: Readonly<Record<string, string>>,
  ) {
    res.writeHead(200, { ...EVENT_STREAM_HEADERS, ...headers });
    res.flushHeaders();
    this.keepAlive = setInterval(() => this.writeRaw(': keepalive\n\n'), KEEP_ALIVE_MS);
    this.keepAlive.unref();
    res.once('close', () => clearInterval(this.keepAlive));
  }

  /** False once the client has gone: nothing more can reach it. */
  private get open(): boolean {
    return !this.res.destroyed && !this.res.writableEnded;
  }

  write(message: JSONRPCMessage): void {
    this.writeRaw(`event: message\ndata: ${JSON.stringify(message)}\n\n`);
  }

  end(): void {
    clearInterval(this.keepAlive);
    if (this.open) this.res.end();
  }

  private writeRaw(text: string): void {
    if (this.open) this.res.write(text);
  }
}
