// Build-time stand-in for `@modelcontextprotocol/core` in the page bundle.
// `@mcp-b/transports` imports only `JSONRPCMessageSchema` from the SDK core, to validate each message
// it receives. The real schema drags in zod and the SDK core (hundreds of KB minified), far over the
// bookmarklet budget, so scripts/build-embed.ts aliases the package to this file: a plain shape check
// that mirrors the SDK's four strict JSON-RPC 2.0 message schemas. Deep checks stay in the sidebar hub.

type JsonObject = Record<string, unknown>;

const REQUEST_KEYS = new Set(['jsonrpc', 'id', 'method', 'params']);
const NOTIFICATION_KEYS = new Set(['jsonrpc', 'method', 'params']);
const RESULT_KEYS = new Set(['jsonrpc', 'id', 'result']);
const ERROR_KEYS = new Set(['jsonrpc', 'id', 'error']);

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isRequestId(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'number' && Number.isInteger(value));
}

function onlyKeys(value: JsonObject, allowed: Set<string>): boolean {
  return Object.keys(value).every((key) => allowed.has(key));
}

function checkParams(message: JsonObject): void {
  const params = message.params;
  if (params !== undefined && typeof params !== 'object')
    throw new Error('params must be an object or array');
  if (params === null) throw new Error('params must be an object or array');
}

function checkError(error: unknown): void {
  if (!isObject(error)) throw new Error('error must be an object');
  if (typeof error.code !== 'number' || !Number.isInteger(error.code))
    throw new Error('error.code must be an integer');
  if (typeof error.message !== 'string') throw new Error('error.message must be a string');
}

/** Throws unless `value` is a JSON-RPC 2.0 request, notification, result or error response. */
function parseJsonRpcMessage(value: unknown): unknown {
  if (!isObject(value)) throw new Error('JSON-RPC message must be an object');
  if (value.jsonrpc !== '2.0') throw new Error('jsonrpc must be "2.0"');
  const hasResult = 'result' in value;
  const hasError = 'error' in value;

  if (typeof value.method === 'string') {
    checkParams(value);
    const isRequest = 'id' in value;
    if (isRequest && !isRequestId(value.id)) throw new Error('id must be a string or an integer');
    if (!onlyKeys(value, isRequest ? REQUEST_KEYS : NOTIFICATION_KEYS))
      throw new Error('message has unknown keys');
    return value;
  }
  if ('method' in value) throw new Error('method must be a string');
  if (hasResult === hasError) throw new Error('response needs exactly one of result or error');
  if (hasResult) {
    if (!isRequestId(value.id)) throw new Error('id must be a string or an integer');
    if (!isObject(value.result)) throw new Error('result must be an object');
    if (!onlyKeys(value, RESULT_KEYS)) throw new Error('message has unknown keys');
    return value;
  }
  // An error response may lack an id (or carry null) when the request itself could not be read.
  if (value.id !== undefined && value.id !== null && !isRequestId(value.id)) {
    throw new Error('id must be a string, an integer or null');
  }
  checkError(value.error);
  if (!onlyKeys(value, ERROR_KEYS)) throw new Error('message has unknown keys');
  return value;
}

/** Same name and call shape as the SDK export, which is all `@mcp-b/transports` uses. */
export const JSONRPCMessageSchema = { parse: parseJsonRpcMessage };
