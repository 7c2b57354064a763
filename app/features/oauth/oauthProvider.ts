// The SDK's OAuthClientProvider over the app store: tokens, client registrations (per issuer) and
// discovery persist; the PKCE verifier and state live in this object for the one sign-in it serves.
import type {
  OAuthClientInformationContext,
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { AppStore } from '../../shell/store';
import {
  clientMetadataUrl,
  OAUTH_CALLBACK_PATH,
  oauthClientMetadata,
} from '../../../bridge/connections/oauthClientMetadata';

export { OAUTH_CALLBACK_PATH };
/** Type of the message oauth-callback.html posts to the window that opened it. */
export const OAUTH_CALLBACK_MESSAGE = 'mcp-bridge:oauth-callback';

export class StoreOAuthProvider implements OAuthClientProvider {
  private verifier: string | undefined;
  /** The `state` this provider put on the authorize URL; the callback must echo it. */
  lastState: string | undefined;
  /** Set on https origins only; the SDK uses it when the authorization server supports such documents. */
  readonly clientMetadataUrl?: string;

  constructor(
    private readonly store: AppStore,
    private readonly serverId: string,
    /** Where the authorize URL goes. Background connections pass none: they never open a window. */
    private readonly onRedirect?: (url: URL) => void,
    private readonly origin: string = window.location.origin,
  ) {
    const url = clientMetadataUrl(origin);
    if (url) this.clientMetadataUrl = url;
  }

  get redirectUrl(): string {
    return new URL(OAUTH_CALLBACK_PATH, this.origin).href;
  }

  get clientMetadata(): OAuthClientMetadata {
    return oauthClientMetadata(this.origin);
  }

  state(): string {
    this.lastState = crypto.randomUUID();
    return this.lastState;
  }

  private get record() {
    return this.store.getState().oauth[this.serverId] ?? {};
  }

  clientInformation(ctx?: OAuthClientInformationContext): StoredOAuthClientInformation | undefined {
    const clients = this.record.clients ?? {};
    if (ctx) return clients[ctx.issuer];
    return Object.values(clients)[0];
  }

  saveClientInformation(info: StoredOAuthClientInformation, ctx?: OAuthClientInformationContext): void {
    const key = ctx?.issuer ?? '';
    this.store.getState().setOAuth(this.serverId, { clients: { ...this.record.clients, [key]: info } });
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.record.tokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.store.getState().setOAuth(this.serverId, { tokens });
  }

  redirectToAuthorization(url: URL): void {
    if (this.onRedirect) return this.onRedirect(url);
    // A background connection opens no window; it keeps the scope the server asked for, for "Sign in".
    const scope = url.searchParams.get('scope');
    if (scope) this.store.getState().setOAuth(this.serverId, { scope });
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('No sign-in is in progress for this server.');
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.store.getState().setOAuth(this.serverId, { discovery: state });
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.record.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    const clear = this.store.getState().clearOAuth;
    if (scope === 'verifier') this.verifier = undefined;
    else if (scope === 'all') clear(this.serverId);
    else clear(this.serverId, scope === 'client' ? 'clients' : scope);
  }
}
