// A real MCP server that initializes fine, declares tools, and fails every tools/list: the doctor's
// "starts but can't list its tools" case.
import { Server } from '@modelcontextprotocol/server';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

const server = new Server({ name: 'broken-tools', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler('tools/list', () => {
  throw new Error('the tool registry failed to load');
});
await server.connect(new StdioServerTransport());
