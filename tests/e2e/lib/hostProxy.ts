// A forward proxy for npm's `https-proxy` setting that sends the test's host names to 127.0.0.1 and every
// other host where it names. npm asks it for a tunnel (CONNECT) and speaks TLS to the real host name through
// it, so the certificate check is npm's own, end to end; nothing in npm or Node is patched.
import { createServer, type IncomingMessage } from 'node:http';
import { connect, type Socket } from 'node:net';

export interface HostProxy {
  /** `http://127.0.0.1:<port>`, for npm_config_https_proxy. */
  url: string;
  /** The hosts asked for, in order (`name:port`): proof that npm came through here. */
  tunnels: string[];
  stop(): Promise<void>;
}

export async function startHostProxy(localHosts: readonly string[]): Promise<HostProxy> {
  const sockets = new Set<Socket>();
  const tunnels: string[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(405, { 'Content-Type': 'text/plain' }).end('This proxy only tunnels (CONNECT).\n');
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = new URL(`http://${req.url ?? ''}`);
    tunnels.push(target.host);
    const host = localHosts.includes(target.hostname) ? '127.0.0.1' : target.hostname;
    const upstream = connect(Number(target.port || 443), host, () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n');
      if (head.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    sockets.add(upstream);
    upstream.once('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    tunnels,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
