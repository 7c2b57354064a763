// What every WebMCP discovery path (native API, MCP-B tab server, declarative forms) offers the page runtime.
import type { PageToolDescriptor } from '../../bridge/protocol/types';

/** An MCP CallToolResult as plain data. */
export interface PageToolResult {
  content: unknown[];
  isError?: boolean;
}

export interface PageToolSource {
  tools(): PageToolDescriptor[];
  call(name: string, args: Record<string, unknown>): Promise<PageToolResult>;
  /** Stops watching the page (the runtime was removed). */
  stop(): void;
}

export const textResult = (text: string, isError?: boolean): PageToolResult => ({
  content: [{ type: 'text', text }],
  ...(isError && { isError }),
});
