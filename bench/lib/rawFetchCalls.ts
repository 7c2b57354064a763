// A diagnostic for benchmark 2: the same tools/call as plain fetch from the sidebar's origin (no SDK, no hub,
// no React), so the browser's own network cost can be told apart from what the hub and the page add.
import type { Frame } from 'playwright-core';

export interface RawSession {
  url: string;
  headers: Record<string, string>;
}

/** Opens an MCP session with plain fetch from inside `frame`; returns what later calls need. */
export function openRawSession(frame: Frame, url: string, token: string): Promise<RawSession> {
  return frame.evaluate(
    async ([serverUrl, bearer]) => {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
        authorization: `Bearer ${bearer}`,
      };
      // No named inner functions: the evaluated source must not depend on helpers of the Node-side build.
      const init = await fetch(serverUrl, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          jsonrpc: '2.0',
          id: 0,
          method: 'initialize',
          params: {
            protocolVersion: '2025-06-18',
            capabilities: {},
            clientInfo: { name: 'bench', version: '0' },
          },
        }),
      });
      await init.text();
      const session = {
        'mcp-session-id': init.headers.get('mcp-session-id') ?? '',
        'mcp-protocol-version': '2025-06-18',
      };
      const initialized = await fetch(serverUrl, {
        method: 'POST',
        headers: { ...headers, ...session },
        body: JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' }),
      });
      await initialized.text();
      return { url: serverUrl, headers: { ...headers, ...session } };
    },
    [url, token] as const,
  );
}

/** Times up to `count` sequential tools/call requests (request to full response body) inside `frame`. */
export function rawCalls(
  frame: Frame,
  session: RawSession,
  tool: string,
  count: number,
  maxMs: number,
): Promise<number[]> {
  return frame.evaluate(
    async ([s, name, n, limit]) => {
      const samples: number[] = [];
      const deadline = performance.now() + limit;
      for (let i = 0; i < n && performance.now() < deadline; i++) {
        const body = JSON.stringify({
          jsonrpc: '2.0',
          id: i + 1,
          method: 'tools/call',
          params: { name, arguments: {} },
        });
        const start = performance.now();
        const response = await fetch(s.url, { method: 'POST', headers: s.headers, body });
        const text = await response.text();
        if (!response.ok || !text.includes('"result"'))
          throw new Error(`raw call failed: ${response.status}`);
        samples.push(performance.now() - start);
      }
      return samples;
    },
    [session, tool, count, maxMs] as const,
  );
}
