// Sees every JSON-RPC message of a session once, at the transport boundary, without changing any: a
// proxy over the real transport whose `send` and `onmessage` report to `observe` first.
import type { JSONRPCMessage, Transport } from '@modelcontextprotocol/client';
import type { LogDirection } from './types';

export type MessageObserver = (direction: LogDirection, message: JSONRPCMessage) => void;

export function tapTransport(inner: Transport, observe: MessageObserver): Transport {
  // A failing observer must never break the session.
  const report = (direction: LogDirection, message: JSONRPCMessage) => {
    try {
      observe(direction, message);
    } catch {
      /* the log is best effort */
    }
  };
  let handler: Transport['onmessage'];
  return new Proxy(inner, {
    get(target, property) {
      if (property === 'send')
        return (message: JSONRPCMessage, options?: Parameters<Transport['send']>[1]) => {
          report('sent', message);
          return target.send(message, options);
        };
      // The SDK chains handlers (reads onmessage, then sets one that calls it): hand back only its own.
      if (property === 'onmessage') return handler;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
    set(target, property, value) {
      if (property !== 'onmessage') return Reflect.set(target, property, value, target);
      handler = value as Transport['onmessage'];
      target.onmessage = handler
        ? (message, extra) => {
            report('received', message);
            handler?.(message, extra);
          }
        : undefined;
      return true;
    },
  });
}
