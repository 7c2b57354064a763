// What the UI can ask for, bound to one window's runtime (app/core/context.ts gives components the bound set).
// Plain functions over the runtime and its store, so components stay free of side effects and tests pass
// the runtime they want.
import type { CallRecord } from '../../bridge/hub/types';
import type { SuggestedServer } from '../../bridge/protocol/types';
import type { NewServer } from '../features/servers/serversSlice';
import { serverNameOf } from '../features/tools/selectors';
import { chatResultOf, chatTextOf } from '../features/calls/chatText';
import type { Runtime } from './runtime';
import { importDashboardStorage } from '../features/consent/storageAccess';
import { callActionRequest, resultActionRequest } from '../features/consent/confirmAction';
import { askToCopyFromDashboard, askToGrant } from '../features/consent/sidebarConsent';
import { signIn, signOut } from '../features/oauth/oauthFlow';
import { applyImport, type ImportPlan } from '../features/servers/configTransfer';
import { editNotice, planServerEdit } from '../features/servers/serverEdit';
import { chatPageOf } from '../core/chatPage';
import { noticesOf } from '../core/notices';
import { confirmThen } from '../features/consent/confirmThen';

function newServerId(): string {
  return `server:${crypto.randomUUID()}`;
}

export type Actions = ReturnType<typeof createActions>;

export function createActions({
  store,
  hub,
  approvals,
  connections,
}: Pick<Runtime, 'store' | 'hub' | 'approvals' | 'connections'>) {
  const { notify, failed } = noticesOf(store);
  const page = chatPageOf({ store, hub });
  const insertChatText = (text: string) => void page.insertText(text);
  const actions = {
    approve(callId: string) {
      if (!approvals.decide(callId, true)) notify('error', 'This call is no longer waiting for approval.');
    },
    reject(callId: string) {
      approvals.decide(callId, false);
    },
    /**
     * "Approve in a window…" on a pending card: the first-party consent window decides, this window carries
     * it out (approvals decide a call once). Call from the click handler.
     */
    approveInWindow(call: CallRecord, serverNames: Record<string, string>) {
      const serverName = serverNameOf(call, serverNames);
      confirmThen(callActionRequest('approve-call', call, serverName), {
        callId: call.id,
        perform: () => actions.approve(call.id),
        reject: () => actions.reject(call.id),
        failed: failed('Could not ask in a window'),
      });
    },
    /** Tells the user in the notice bar; resolves to whether the text reached the clipboard. */
    async copy(text: string): Promise<boolean> {
      try {
        await navigator.clipboard.writeText(text);
        notify('info', 'Copied.');
        return true;
      } catch (error) {
        failed('Copy failed')(error);
        return false;
      }
    },
    copyResult(call: CallRecord) {
      void actions.copy(chatResultOf(call).text);
    },
    insertResult(call: CallRecord) {
      insertChatText(chatTextOf(call));
    },
    /**
     * "Insert in a window…": the window shows the very text and the site that gets it; that text, not one
     * computed later, is what goes in. Call from the click handler.
     */
    insertResultInWindow(call: CallRecord) {
      const origin = page.origin();
      if (!origin) return;
      const text = chatTextOf(call);
      confirmThen(resultActionRequest(call, origin, { text }), {
        callId: call.id,
        perform: () => insertChatText(text),
        failed: failed('Could not ask in a window'),
      });
    },
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
    /** Call from the click handler: the sign-in window must open before anything is awaited. */
    signIn(serverId: string) {
      const server = store.getState().servers.find((s) => s.id === serverId);
      if (!server) return;
      signIn(store, server, { reconnect: (id) => actions.reconnect(id) })
        .then(() => notify('info', `Signed in to ${server.name}.`))
        .catch(failed(`Sign-in to ${server.name} failed`));
    },
    signOut(serverId: string) {
      signOut(store, serverId);
      actions.reconnect(serverId);
    },
    /** Call from the click handler: the consent window shows what would be copied and to which site. */
    copyFromDashboard() {
      const origin = page.origin();
      if (!origin) return;
      askToCopyFromDashboard(store, origin)
        .then((count) => {
          if (count !== null)
            notify(
              'info',
              count ? `Copied ${count} server(s) from the dashboard.` : 'The dashboard has no servers yet.',
            );
        })
        .catch(failed('Could not copy the servers from the dashboard'));
    },
    /** Call from the click handler: only the consent window (top level, our origin) can grant a site. */
    requestGrant(origin: string) {
      askToGrant(store, origin)
        .then((outcome) => {
          if (!outcome.granted) return;
          const { pairedServers: paired, copiedServers: copied } = outcome;
          const added = copied
            ? `; copied ${copied} ${copied === 1 ? 'server' : 'servers'} from the dashboard`
            : paired
              ? `; added ${paired} servers from the local connector`
              : '';
          notify('info', `Allowed ${origin}${added}.`);
        })
        .catch(failed('Could not ask for your decision'));
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
    async loadDashboardStorage() {
      try {
        const count = await importDashboardStorage(store);
        notify(
          'info',
          count ? `Loaded ${count} server(s) from the dashboard.` : 'The dashboard has no servers yet.',
        );
      } catch (error) {
        failed('The browser did not allow access to the dashboard storage')(error);
      }
    },
  };
  return actions;
}
