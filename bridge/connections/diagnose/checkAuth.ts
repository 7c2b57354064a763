// Step 5: does the server ask for authorization, and can the app find how to sign in? On a 401 the SDK's
// own discovery runs: WWW-Authenticate's resource_metadata (readable only when the server exposes the
// header), RFC 9728 protected resource metadata, then RFC 8414 / OpenID authorization server metadata.
import {
  discoverAuthorizationServerMetadata,
  discoverOAuthProtectedResourceMetadata,
  extractWWWAuthenticateParams,
} from '@modelcontextprotocol/client';
import { hasStaticCredentials } from '../connectServer';
import { readableProbe } from './skipReason';
import type { DiagnoseContext, DiagnosisCheck } from './types';

export const checkAuth: DiagnosisCheck = {
  id: 'auth',
  title: 'Sign-in',
  async run(ctx) {
    const readable = readableProbe(ctx);
    if ('skip' in readable) return readable.skip;
    const { probe } = readable;
    const signedIn = ctx.config.auth === 'oauth' && ctx.deps.accessToken !== undefined;
    if (probe.status !== 401 && probe.status !== 403)
      return {
        status: 'pass',
        detail: signedIn
          ? 'Signed in: the server accepted the token.'
          : hasStaticCredentials(ctx.config)
            ? 'The server accepted the request with the configured token or headers.'
            : 'The server asks for no sign-in.',
      };
    const found = await discover(ctx, probe.response);
    const who = `HTTP ${probe.status}; ${found.summary}`;
    if (signedIn)
      return {
        status: 'fail',
        detail: `Signed in, but the server refused the token (${who}).`,
        fix: 'Sign out and sign in again: the token expired or was revoked.',
      };
    if (hasStaticCredentials(ctx.config))
      return {
        status: 'fail',
        detail: `The server refused the configured token or headers (${who}).`,
        fix: 'Check the bearer token or headers in Edit; the server did not accept them.',
      };
    return {
      status: 'fail',
      detail: `The server asks for authorization and you are not signed in to it (${who}).`,
      fix: found.authorizationServer
        ? 'Click Sign in on this server.'
        : 'The server publishes no OAuth metadata: add the bearer token or header it expects in Edit.',
    };
  },
};

interface Discovery {
  summary: string;
  authorizationServer?: string;
}

async function discover(ctx: DiagnoseContext, response: Response): Promise<Discovery> {
  const fetchFn = ctx.deps.fetch;
  const challenge = response.headers.get('www-authenticate');
  const { resourceMetadataUrl } = extractWWWAuthenticateParams(response);
  const parts = [
    challenge === null
      ? 'WWW-Authenticate not readable (missing, or not in Access-Control-Expose-Headers)'
      : resourceMetadataUrl
        ? 'WWW-Authenticate names resource metadata'
        : 'WWW-Authenticate names no resource metadata',
  ];
  const resource = await discoverOAuthProtectedResourceMetadata(
    ctx.config.url,
    resourceMetadataUrl ? { resourceMetadataUrl } : {},
    fetchFn,
  ).catch(() => undefined);
  parts.push(resource ? 'protected resource metadata found' : 'no protected resource metadata');
  const issuer = resource?.authorization_servers?.[0] ?? new URL(ctx.config.url).origin;
  const metadata = await discoverAuthorizationServerMetadata(issuer, { fetchFn }).catch(() => undefined);
  parts.push(
    metadata
      ? `authorization server metadata found at ${new URL(issuer).origin}`
      : 'no authorization server metadata',
  );
  return { summary: parts.join('; '), ...(metadata ? { authorizationServer: issuer } : {}) };
}
