// A real MCP server (tests/e2e/lib/localMcpServer.ts, with the SDK's low-level Server) with two tools whose
// input schemas refer to themselves: `deep`, a 147-byte recursive anyOf that costs twice as much to coerce
// per level of nesting unless the walk is bounded, and `loop`, a union whose first branch is itself, which
// overflowed the stack when the instructions rendered its type.
import { Server } from '@modelcontextprotocol/server';
import { startLocalMcpServer, type LocalMcpServer } from './localMcpServer';

export const RECURSIVE_SCHEMA =
  '{"$defs":{"a":{"anyOf":[{"properties":{"x":{"$ref":"#/$defs/a"}},"required":["q"]},{"properties":{"x":{"$ref":"#/$defs/a"}}}]}},"$ref":"#/$defs/a"}';

export interface RecursiveSchemaServer extends LocalMcpServer {
  /** Names of the tools/call requests that reached the server. */
  calls: string[];
}

function buildServer(calls: string[]): Server {
  const server = new Server({ name: 'recursive', version: '1.0.0' }, { capabilities: { tools: {} } });
  server.setRequestHandler('tools/list', () => ({
    tools: [
      {
        name: 'deep',
        description: 'Takes a nested value (its schema refers to itself)',
        inputSchema: {
          type: 'object' as const,
          ...(JSON.parse(RECURSIVE_SCHEMA) as Record<string, unknown>),
        },
      },
      {
        name: 'loop',
        description: 'Takes a value whose type is a union that contains itself',
        inputSchema: {
          type: 'object' as const,
          properties: { v: { $ref: '#/$defs/u' } },
          $defs: { u: { anyOf: [{ $ref: '#/$defs/u' }, { type: 'string' }] } },
        },
      },
    ],
  }));
  server.setRequestHandler('tools/call', (request) => {
    calls.push(request.params.name);
    return { content: [{ type: 'text' as const, text: `${request.params.name} ran` }] };
  });
  return server;
}

export async function startRecursiveSchemaServer(allowedOrigin: string): Promise<RecursiveSchemaServer> {
  const calls: string[] = [];
  return { ...(await startLocalMcpServer(allowedOrigin, () => buildServer(calls))), calls };
}
