// A free port for the tooling and the tests that start servers (connector tests, browser tests, the bench).
// Its own file so a test can take it without the build tooling buildProduct.ts pulls in.
import { createServer } from 'node:net';

/** A port free on 127.0.0.1 right now. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
