// Build-time stand-in for `@modelcontextprotocol/core` in the page bundle.
// `@mcp-b/transports` imports only `JSONRPCMessageSchema` from the SDK core, to validate each message
// it receives. The real schema drags in zod and the SDK core (hundreds of KB minified), far over the
// bookmarklet budget, so scripts/build-embed.ts aliases the package to this file: a plain shape check
// that mirrors the SDK's four strict JSON-RPC 2.0 message schemas. Deep checks stay in the sidebar hub.

import { isRecord as isObject } from '../../bridge/format/isRecord';

type JsonObject = Record<string, unknown>;

const isId = (value: unknown): boolean => typeof value === 'string' || Number.isInteger(value);

// Strict like the SDK: no keys beyond `jsonrpc` and the kind's own.
const onlyKeys = (value: JsonObject, ...allowed: string[]): boolean =>
  Object.keys(value).every((key) => key === 'jsonrpc' || allowed.includes(key));

/** A request or notification (`method`), a result, or an error response; nothing else. */
function isJsonRpcMessage(value: unknown): boolean {
  if (!isObject(value) || value.jsonrpc !== '2.0') return false;
  if (typeof value.method === 'string')
    return (
      (!('id' in value) || isId(value.id)) &&
      (value.params === undefined || (typeof value.params === 'object' && value.params !== null)) &&
      onlyKeys(value, 'id', 'method', 'params')
    );
  if ('result' in value) return isId(value.id) && isObject(value.result) && onlyKeys(value, 'id', 'result');
  // An error response may lack an id (or carry null) when the request itself could not be read.
  const error = value.error;
  return (
    isObject(error) &&
    Number.isInteger(error.code) &&
    typeof error.message === 'string' &&
    (value.id == null || isId(value.id)) &&
    onlyKeys(value, 'id', 'error')
  );
}

/** Same name and call shape as the SDK export, which is all `@mcp-b/transports` uses. */
export const JSONRPCMessageSchema = {
  parse(value: unknown): unknown {
    if (!isJsonRpcMessage(value)) throw new Error('not a JSON-RPC 2.0 message');
    return value;
  },
};
