// The driver's OAuth client: the SDK's OAuthClientProvider with in-memory storage, and a "user" who
// signs in without a browser. Where the sidebar opens a popup at the authorization URL, this provider
// follows the authorization server's redirects with fetch until they reach the redirect URI, exactly as
// the popup would. Discovery, registration, PKCE, scopes and token exchange stay with the SDK.
import { auth } from '@modelcontextprotocol/client';
import type {
  OAuthClientMetadata,
  OAuthClientProvider,
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';

/** Never served: the walk stops as soon as a redirect points here, where a browser would land. */
const REDIRECT_URL = 'http://127.0.0.1/oauth-callback';
const MAX_HOPS = 10;

export interface DriverOAuthOptions {
  /** A client registered with the authorization server beforehand (no dynamic registration). */
  preRegistered?: StoredOAuthClientInformation;
  /** An https URL naming our client metadata document, for servers that accept one as client_id. */
  clientMetadataUrl?: string;
}

/** What the authorization server sent the browser back with, or why it never got there. */
type AuthorizationAnswer = { params: URLSearchParams } | { error: Error };

export class DriverOAuthProvider implements OAuthClientProvider {
  readonly redirectUrl = REDIRECT_URL;
  readonly clientMetadataUrl?: string;
  /** Authorization requests made so far (each one is a sign-in the user was asked for). */
  authorizationRequests = 0;
  private client: StoredOAuthClientInformation | undefined;
  private storedTokens: StoredOAuthTokens | undefined;
  private verifier: string | undefined;
  private discovery: OAuthDiscoveryState | undefined;
  private lastState: string | undefined;
  private answer: AuthorizationAnswer | undefined;

  constructor(options: DriverOAuthOptions = {}) {
    this.client = options.preRegistered;
    if (options.clientMetadataUrl) this.clientMetadataUrl = options.clientMetadataUrl;
  }

  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: 'MCP Multi Bridge conformance driver',
      redirect_uris: [REDIRECT_URL],
      grant_types: ['authorization_code', 'refresh_token'],
      response_types: ['code'],
      token_endpoint_auth_method: 'none',
    };
  }

  state(): string {
    this.lastState = crypto.randomUUID();
    return this.lastState;
  }

  clientInformation(): StoredOAuthClientInformation | undefined {
    return this.client;
  }

  saveClientInformation(info: StoredOAuthClientInformation): void {
    this.client = info;
  }

  tokens(): StoredOAuthTokens | undefined {
    return this.storedTokens;
  }

  saveTokens(tokens: StoredOAuthTokens): void {
    this.storedTokens = tokens;
  }

  async redirectToAuthorization(url: URL): Promise<void> {
    this.authorizationRequests++;
    this.answer = await followToRedirectUri(url, REDIRECT_URL).then(
      (params) => ({ params }),
      (error: unknown) => ({ error: error instanceof Error ? error : new Error(String(error)) }),
    );
  }

  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }

  codeVerifier(): string {
    if (!this.verifier) throw new Error('No sign-in is in progress.');
    return this.verifier;
  }

  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovery = state;
  }

  discoveryState(): OAuthDiscoveryState | undefined {
    return this.discovery;
  }

  invalidateCredentials(scope: 'all' | 'client' | 'tokens' | 'verifier' | 'discovery'): void {
    if (scope === 'all' || scope === 'client') this.client = undefined;
    if (scope === 'all' || scope === 'tokens') this.storedTokens = undefined;
    if (scope === 'all' || scope === 'verifier') this.verifier = undefined;
    if (scope === 'all' || scope === 'discovery') this.discovery = undefined;
  }

  /** The SDK sent the user to sign in and the answer is waiting to be exchanged. */
  get signInPending(): boolean {
    return this.answer !== undefined;
  }

  /** Exchanges the waiting answer for tokens, as the sidebar does when its popup reports back. */
  async finishSignIn(serverUrl: string): Promise<void> {
    const answer = this.answer;
    this.answer = undefined;
    if (!answer) throw new Error('No sign-in is in progress.');
    if ('error' in answer) throw answer.error;
    const { params } = answer;
    if (params.get('state') !== this.lastState)
      throw new Error('The sign-in answer does not belong to this sign-in (state mismatch).');
    const error = params.get('error');
    if (error) throw new Error(`The authorization server refused the sign-in (${error}).`);
    const code = params.get('code');
    if (!code) throw new Error('The sign-in answer has no authorization code.');
    const iss = params.get('iss');
    const result = await auth(this, { serverUrl, authorizationCode: code, ...(iss ? { iss } : {}) });
    if (result !== 'AUTHORIZED' || !this.storedTokens)
      throw new Error('The authorization server gave no token.');
  }
}

/**
 * Walks the authorization server's redirects (no cookies, no forms: these servers approve at once)
 * until one points at the redirect URI; returns that URL's query. A page that wants input ends the walk.
 */
export async function followToRedirectUri(start: URL, redirectUri: string): Promise<URLSearchParams> {
  const target = new URL(redirectUri);
  let next = start;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (next.origin === target.origin && next.pathname === target.pathname) return next.searchParams;
    const response = await fetch(next, { redirect: 'manual' });
    await response.body?.cancel();
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location)
      throw new Error(`The authorization page answered ${response.status} instead of sending the user back.`);
    next = new URL(location, next);
  }
  throw new Error(`The authorization server redirected more than ${MAX_HOPS} times.`);
}
