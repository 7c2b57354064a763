// The least an HTTP bridge to a stdio server can cost on this machine: Node's http server and one pipe, no
// MCP SDK, no sessions, no checks, each answer sent as one JSON body. Not a usable product (one client, ids
// trusted, nothing validated); the connector bench runs it beside ours to show the floor under any bridge.
// Usage: node bareRelay.mjs <port> <command> [args...]; the server's environment comes from ours.
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';

const [port, command, ...args] = process.argv.slice(2);
const server = spawn(command, args, { stdio: ['pipe', 'pipe', 'ignore'] });
/** Requests waiting for the server's answer, by JSON-RPC id. */
const waiting = new Map();

let pending = '';
server.stdout.setEncoding('utf8');
server.stdout.on('data', (text) => {
  pending += text;
  for (let end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
    const line = pending.slice(0, end);
    pending = pending.slice(end + 1);
    const id = JSON.parse(line).id;
    const res = waiting.get(id);
    if (!res) continue; // a notification or a request to the client: this relay has nowhere to send it
    waiting.delete(id);
    res.writeHead(200, { 'content-type': 'application/json' }).end(line);
  }
});

const http = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/health') return void res.writeHead(200).end('ok');
  // No standalone event stream: the SDK client accepts 405 and goes on without one.
  if (req.method !== 'POST') return void res.writeHead(405).end();
  const chunks = [];
  req.on('data', (chunk) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const message = JSON.parse(body);
    if (message.method !== undefined && message.id !== undefined) waiting.set(message.id, res);
    else res.writeHead(202).end();
    server.stdin.write(`${body}\n`);
  });
});
http.listen(Number(port), '127.0.0.1');

// The bench stops us by closing our stdin; the server goes with us.
process.stdin.resume();
process.stdin.on('end', () => {
  server.kill();
  http.close();
  process.exit(0);
});
