// Step 4b: the CORS preflight a browser on the app origin sends before its first MCP POST.
import type { Verdict } from '../../bridge/diagnose/check.js';
import type { DoctorCheck } from './types.js';

/** What the sidebar's Streamable HTTP client sends, so what the preflight must allow. */
export const REQUESTED_HEADERS = [
  'authorization',
  'content-type',
  'mcp-session-id',
  'mcp-protocol-version',
  'last-event-id',
];

export function checkPreflight(mcpUrl: string): DoctorCheck {
  return {
    id: 'connect.cors',
    title: 'CORS preflight from the app origin',
    run: ({ input }) => preflightVerdict(mcpUrl, input.appOrigin),
  };
}

async function preflightVerdict(mcpUrl: string, appOrigin: string): Promise<Verdict> {
  const res = await fetch(mcpUrl, {
    method: 'OPTIONS',
    headers: {
      Origin: appOrigin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': REQUESTED_HEADERS.join(', '),
    },
  });
  if (res.status === 403)
    return {
      status: 'fail',
      detail: `the connector refused the preflight from ${appOrigin} (403)`,
      fix: `Start the connector with --allow-origin ${appOrigin}.`,
    };
  const allowOrigin = res.headers.get('access-control-allow-origin');
  if (allowOrigin !== appOrigin)
    return {
      status: 'fail',
      detail: `the preflight answered ${res.status} with Access-Control-Allow-Origin ${allowOrigin ?? '(none)'}, not ${appOrigin}: the browser blocks the request`,
      fix: `Start the connector with --allow-origin ${appOrigin}.`,
    };
  const missingHeaders = REQUESTED_HEADERS.filter(
    (h) => !listOf(res.headers.get('access-control-allow-headers')).includes(h),
  );
  const allowsPost = listOf(res.headers.get('access-control-allow-methods')).includes('post');
  if (missingHeaders.length > 0 || !allowsPost)
    return {
      status: 'fail',
      detail: `the preflight does not allow ${[...missingHeaders, ...(allowsPost ? [] : ['the POST method'])].join(', ')}`,
      fix: 'Update the connector; this one answers the preflight without what MCP over HTTP needs.',
    };
  return {
    status: 'pass',
    detail: `${res.status}: allows ${appOrigin}, POST and the headers ${REQUESTED_HEADERS.join(', ')}`,
  };
}

export function listOf(header: string | null): string[] {
  return (header ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
}
