// Preloaded into supergateway (`node --import`) by the connector bench. supergateway has no host option and
// listens on every interface; the bench runs servers on 127.0.0.1 only, so a listen() given a port and no host
// gets 127.0.0.1 here.
import { Server } from 'node:net';

const listen = Server.prototype.listen;
Server.prototype.listen = function listenOnLoopback(...args) {
  if (typeof args[0] === 'number' && typeof args[1] !== 'string') args.splice(1, 0, '127.0.0.1');
  return listen.apply(this, args);
};
