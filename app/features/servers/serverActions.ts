// What the Servers tab and the page's suggestions ask for, bound to one window's runtime: add, edit, import,
// reconnect. An edit that moves a server to another host drops the credentials given for the old one.
import type { SuggestedServer } from '../../../bridge/protocol/types';
import { useCommands } from '../../core/context';
import { noticesOf } from '../../core/notices';
import type { Runtime } from '../../shell/runtime';
import { applyImport, type ImportPlan } from './configTransfer';
import { editNotice, planServerEdit } from './serverEdit';
import type { NewServer } from './serversSlice';

const newServerId = (): string => `server:${crypto.randomUUID()}`;

export function createServerActions({ store, connections }: Pick<Runtime, 'store' | 'connections'>) {
  const { notify, failed } = noticesOf(store);
  return {
    addServer(server: NewServer) {
      store.getState().addServer({ id: newServerId(), enabled: true, ...server });
    },
    /** Saves an edit; a move to another origin signs out and keeps no carried-over credential (serverEdit.ts). */
    editServer(id: string, form: NewServer) {
      const state = store.getState();
      const previous = state.servers.find((s) => s.id === id);
      if (!previous) return;
      const edit = planServerEdit(previous, form);
      const signedIn = state.oauth[id]?.tokens !== undefined;
      // Cleared before the new config reaches the connection manager, so its first request carries nothing old.
      if (edit.originChanged) state.clearOAuth(id);
      else if (edit.urlChanged) state.clearOAuth(id, 'discovery');
      state.upsertServers([edit.server]);
      const notice = editNotice(edit, signedIn);
      if (notice) notify('info', notice);
    },
    importConfig(plan: ImportPlan) {
      const count = applyImport(store, plan);
      notify('info', `Imported ${count} ${count === 1 ? 'server' : 'servers'}.`);
    },
    addSuggestedServer(origin: string, server: SuggestedServer) {
      store.getState().addServer({
        id: newServerId(),
        name: server.name,
        url: server.url,
        transport: 'auto',
        enabled: true,
        suggestedBy: origin,
      });
    },
    reconnect(serverId: string) {
      connections.reconnect(serverId).catch(failed('Reconnect failed'));
    },
  };
}

export type ServerActions = ReturnType<typeof createServerActions>;
export const useServerActions = (): ServerActions => useCommands(createServerActions);
