// Acme's imperative WebMCP tool, registered through the @mcp-b/global polyfill (document.modelContext plus an
// MCP-B tab server). Its code runs in the page, with the visitor's session.
import '@mcp-b/global';

interface ToolContext {
  registerTool(tool: {
    name: string;
    description: string;
    inputSchema: Record<string, unknown>;
    annotations?: { readOnlyHint?: boolean };
    execute(args: Record<string, unknown>): Promise<{ content: Array<{ type: 'text'; text: string }> }>;
  }): Promise<void> | void;
}

const ORDERS: Record<string, string> = { 'A-1001': 'shipped', 'A-1002': 'being packed' };

const context = (document as unknown as { modelContext?: ToolContext }).modelContext;
// A browser without WebMCP has no context; registering on one that has it is all the page needs.
void context?.registerTool({
  name: 'order_status',
  description: 'Looks up the status of one of the visitor’s Acme orders',
  inputSchema: {
    type: 'object',
    properties: { orderId: { type: 'string', description: 'Order number like A-1001' } },
    required: ['orderId'],
  },
  annotations: { readOnlyHint: true },
  execute: async ({ orderId }) => {
    const status = ORDERS[String(orderId)];
    const text = status ? `Order ${String(orderId)} is ${status}.` : `No order ${String(orderId)} found.`;
    return { content: [{ type: 'text', text }] };
  },
});
