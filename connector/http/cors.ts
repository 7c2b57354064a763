// CORS for the allowed origins: the headers of every answer, and the preflight's, with the opt-in to Private
// Network Access / Local Network Access a public page needs to reach 127.0.0.1.

const ALLOWED_METHODS = 'GET, POST, DELETE, OPTIONS';
const ALLOWED_HEADERS = 'content-type, authorization, mcp-session-id, mcp-protocol-version, last-event-id';
const EXPOSED_HEADERS = 'mcp-session-id, mcp-protocol-version';

/** Headers for every response to an allowed origin. */
export function corsHeaders(origin: string): Record<string, string> {
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers': EXPOSED_HEADERS,
    Vary: 'Origin',
  };
}

/**
 * Headers for a preflight from an allowed origin. A public page reaching 127.0.0.1 triggers Chrome's
 * Private Network Access preflight; we opt in for allowed origins only. The Local Network Access
 * header pair is the newer name for the same opt-in.
 */
export function preflightHeaders(
  origin: string,
  requestHeaders: Record<string, string | string[] | undefined>,
): Record<string, string> {
  const headers: Record<string, string> = {
    ...corsHeaders(origin),
    'Access-Control-Allow-Methods': ALLOWED_METHODS,
    'Access-Control-Allow-Headers': ALLOWED_HEADERS,
    'Access-Control-Max-Age': '600',
  };
  if (requestHeaders['access-control-request-private-network'] === 'true') {
    headers['Access-Control-Allow-Private-Network'] = 'true';
  }
  if (requestHeaders['access-control-request-local-network'] === 'true') {
    headers['Access-Control-Allow-Local-Network'] = 'true';
  }
  return headers;
}
