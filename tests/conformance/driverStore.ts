// The app store as the driver needs it in Node: in-memory storage, and the pre-registered client a scenario
// hands over (MCP_CONFORMANCE_CONTEXT), put where the sidebar keeps registrations: per issuer, as a user's
// imported configuration would (the product has no other way to name a client registered beforehand).
import type { AppStore } from '../../app/shell/store';

export { memoryStorage } from '../../app/features/storage/test/memoryStorage';

/**
 * Stores the scenario's pre-registered client for the authorization server the first connection
 * discovered. True when it stored one (the user then reconnects); false when there is none to store.
 */
export function seedPreRegisteredClient(
  store: AppStore,
  serverId: string,
  context: string | undefined,
): boolean {
  const { client_id, client_secret } = (context ? JSON.parse(context) : {}) as Record<string, unknown>;
  const record = store.getState().oauth[serverId];
  const discovery = record?.discovery;
  const issuer = discovery?.authorizationServerMetadata?.issuer ?? discovery?.authorizationServerUrl;
  if (typeof client_id !== 'string' || !issuer || record?.clients?.[issuer]) return false;
  const client = { client_id, ...(typeof client_secret === 'string' ? { client_secret } : {}) };
  store.getState().setOAuth(serverId, { clients: { ...record?.clients, [issuer]: client } });
  return true;
}
