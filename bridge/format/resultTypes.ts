/** One tool result as it goes back into the chat. */
export interface ChatResult {
  callId: string;
  name: string;
  text: string;
  isError: boolean;
  /** Set when a tool registered by the page itself (WebMCP) answered, not an MCP server. */
  source?: 'page';
}
