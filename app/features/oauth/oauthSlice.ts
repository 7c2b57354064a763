// OAuth state per server: tokens, the client registration per authorization server, and discovery.
// Secret: persisted in this origin's storage only, left out of exports unless the user asks.
import type {
  OAuthDiscoveryState,
  StoredOAuthClientInformation,
  StoredOAuthTokens,
} from '@modelcontextprotocol/client';
import type { SliceCreator } from '../../shell/appState';

export interface OAuthRecord {
  tokens?: StoredOAuthTokens;
  /** Keyed by the authorization server's issuer, so a client id is never sent to another server. */
  clients?: Record<string, StoredOAuthClientInformation>;
  discovery?: OAuthDiscoveryState;
  /** The scope the server last asked a sign-in for (its 401 or a 403 step-up); the next sign-in asks for it. */
  scope?: string;
}

export interface OAuthSlice {
  oauth: Record<string, OAuthRecord>;
  setOAuth(serverId: string, patch: Partial<OAuthRecord>): void;
  clearOAuth(serverId: string, part?: keyof OAuthRecord): void;
}

export const createOAuthSlice: SliceCreator<OAuthSlice> = (set) => ({
  oauth: {},
  setOAuth: (serverId, patch) =>
    set((s) => ({ oauth: { ...s.oauth, [serverId]: { ...s.oauth[serverId], ...patch } } })),
  clearOAuth: (serverId, part) =>
    set((s) => {
      const oauth = { ...s.oauth };
      if (!part) delete oauth[serverId];
      else if (oauth[serverId]) {
        const record = { ...oauth[serverId] };
        delete record[part];
        oauth[serverId] = record;
      }
      return { oauth };
    }),
});
