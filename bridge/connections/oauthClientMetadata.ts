// Who we are to an authorization server. On an https origin the same metadata is also published as a
// client ID metadata document (written into dist by the build), so servers that support those need no
// registration; elsewhere the SDK falls back to dynamic client registration. It lives here, not in app/, so
// the build (scripts/build-embed.ts) publishes the very document the app's OAuth provider announces.
import type { OAuthClientMetadata } from '@modelcontextprotocol/client';

export const OAUTH_CALLBACK_PATH = '/oauth-callback.html';
export const CLIENT_METADATA_PATH = '/oauth-client-metadata.json';

export function oauthClientMetadata(origin: string): OAuthClientMetadata {
  return {
    client_name: 'MCP Multi Bridge',
    client_uri: new URL('/', origin).href,
    redirect_uris: [new URL(OAUTH_CALLBACK_PATH, origin).href],
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    // A browser app cannot keep a client secret: a public client with PKCE.
    token_endpoint_auth_method: 'none',
  };
}

/** The document's URL is its client_id; only https qualifies (SEP-991). */
export function clientMetadataUrl(origin: string): string | undefined {
  return new URL(origin).protocol === 'https:' ? new URL(CLIENT_METADATA_PATH, origin).href : undefined;
}

/** The client ID metadata document for an origin, or undefined where none can be used. */
export function clientMetadataDocument(
  origin: string,
): (OAuthClientMetadata & { client_id: string }) | undefined {
  const url = clientMetadataUrl(origin);
  return url ? { client_id: url, ...oauthClientMetadata(origin) } : undefined;
}
