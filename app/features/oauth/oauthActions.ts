// Sign-in and sign-out of an OAuth server, bound to one window's runtime; either way the server reconnects
// with what it now holds.
import { useCommands } from '../../core/context';
import { noticesOf } from '../../core/notices';
import type { Runtime } from '../../shell/runtime';
import { signIn, signOut } from './oauthFlow';

export function createOAuthActions({ store, connections }: Pick<Runtime, 'store' | 'connections'>) {
  const { notify, failed } = noticesOf(store);
  const reconnect = (serverId: string) => connections.reconnect(serverId).catch(failed('Reconnect failed'));
  return {
    /** Call from the click handler: the sign-in window must open before anything is awaited. */
    signIn(serverId: string) {
      const server = store.getState().servers.find((s) => s.id === serverId);
      if (!server) return;
      // reconnect() tells its own failure in the notice bar.
      signIn(store, server, { reconnect: (id) => void reconnect(id) })
        .then(() => notify('info', `Signed in to ${server.name}.`))
        .catch(failed(`Sign-in to ${server.name} failed`));
    },
    signOut(serverId: string) {
      signOut(store, serverId);
      // reconnect() tells its own failure in the notice bar.
      void reconnect(serverId);
    },
  };
}

export type OAuthActions = ReturnType<typeof createOAuthActions>;
export const useOAuthActions = (): OAuthActions => useCommands(createOAuthActions);
