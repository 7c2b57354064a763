// A tiny real MCP server for tests: its one tool returns the argv the process received, so a test
// can prove that arguments reach the child verbatim and no shell ran.
import process from 'node:process';
import { clearTimeout, setTimeout } from 'node:timers';
import { completable, McpServer, ResourceTemplate } from '@modelcontextprotocol/server';
import * as z from 'zod/v4';
import { StdioServerTransport } from '@modelcontextprotocol/server/stdio';

const server = new McpServer({ name: 'argv-echo', version: '1.0.0' });
server.registerTool(
  'argv',
  { description: 'Returns this process argv (after the script path)' },
  async () => ({
    content: [{ type: 'text', text: JSON.stringify(process.argv.slice(2)) }],
  }),
);
server.registerTool('slow', { description: 'Reports progress three times, then answers' }, async (ctx) => {
  const token = ctx.mcpReq._meta?.progressToken;
  for (let i = 1; i <= 3; i++) {
    await new Promise((r) => setTimeout(r, 30));
    if (token !== undefined) {
      await ctx.mcpReq.notify({
        method: 'notifications/progress',
        params: { progressToken: token, progress: i, total: 3 },
      });
    }
  }
  return { content: [{ type: 'text', text: 'done' }] };
});
let cancelled = 0;
server.registerTool('wait', { description: 'Waits until cancelled (at most 10 s)' }, async (ctx) => {
  // The stderr lines reach the connector's log, so a test can act on them instead of sleeping.
  process.stderr.write('wait: started\n');
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, 10_000);
    ctx.mcpReq.signal.addEventListener('abort', () => {
      cancelled += 1;
      process.stderr.write('wait: cancelled\n');
      clearTimeout(timer);
      resolve();
    });
  });
  return { content: [{ type: 'text', text: 'waited' }] };
});
server.registerTool('stats', { description: 'How many calls were cancelled' }, async () => ({
  content: [{ type: 'text', text: JSON.stringify({ cancelled }) }],
}));
const COLORS = ['red', 'green', 'blue'];
server.registerPrompt(
  'greet',
  {
    description: 'A greeting',
    argsSchema: z.object({
      color: completable(z.string(), (value) => COLORS.filter((c) => c.startsWith(value))),
    }),
  },
  ({ color }) => ({ messages: [{ role: 'user', content: { type: 'text', text: `hello in ${color}` } }] }),
);
server.registerResource('note', 'note://fixed', { mimeType: 'text/plain' }, async (uri) => ({
  contents: [{ uri: uri.href, mimeType: 'text/plain', text: 'a fixed note' }],
}));
server.registerResource(
  'colored',
  new ResourceTemplate('color://{name}', { list: undefined }),
  {},
  async (uri, { name }) => ({
    contents: [{ uri: uri.href, text: `color ${name}` }],
  }),
);
await server.connect(new StdioServerTransport());
