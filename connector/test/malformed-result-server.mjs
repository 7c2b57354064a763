// A stdio MCP server written without the SDK, so it can break the protocol: it lists one tool and answers every
// tools/call with `content` that is not an array (connector/children/forwarding.integration.test.ts).
import { createInterface } from 'node:readline';

const send = (message) => process.stdout.write(`${JSON.stringify({ jsonrpc: '2.0', ...message })}\n`);

createInterface({ input: process.stdin }).on('line', (line) => {
  const { id, method, params } = JSON.parse(line);
  if (id === undefined) return; // notifications
  if (method === 'initialize')
    return send({
      id,
      result: {
        protocolVersion: params.protocolVersion,
        capabilities: { tools: {} },
        serverInfo: { name: 'malformed-result', version: '1.0.0' },
      },
    });
  if (method === 'tools/list')
    return send({ id, result: { tools: [{ name: 'broken', inputSchema: { type: 'object' } }] } });
  if (method === 'tools/call') return send({ id, result: { content: 'not an array' } });
  send({ id, error: { code: -32601, message: `Method not found: ${method}` } });
});
