// The connector's HTTP server, on 127.0.0.1 only: it is never reachable from another machine.
import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  port: number;
  /** Stops listening and ends every open connection (event streams included). */
  close(): Promise<void>;
}

export async function listenOnLoopback(handler: RequestListener, port: number): Promise<Listening> {
  const http = createServer(handler);
  await new Promise<void>((resolve, reject) => {
    http.once('error', reject);
    http.listen(port, '127.0.0.1', () => resolve());
  });
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };
}
