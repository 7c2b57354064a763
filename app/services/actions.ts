// What the UI can ask for. Plain functions over the runtime and the store, so components stay free of
// side effects and tests can swap the runtime.
import type { CallRecord } from '../../bridge/hub/types';
import type { SuggestedServer } from '../../bridge/protocol/types';
import type { NewServer } from '../components/AddServerForm';
import { resultText } from '../components/resultText';
import { useAppStore } from '../store/store';
import { chatTextOf } from './chatText';
import { getRuntime } from './runtime';
import { importDashboardStorage } from './storageAccess';

const store = () => getRuntime()?.store ?? useAppStore;
const notify = (kind: 'info' | 'error', text: string) => store().getState().setNotice({ kind, text });
const failed = (what: string) => (error: unknown) =>
  notify('error', `${what}: ${error instanceof Error ? error.message : String(error)}`);

function newServerId(): string {
  return `server:${crypto.randomUUID()}`;
}

export const actions = {
  approve(callId: string) {
    if (!getRuntime()?.approvals.decide(callId, true))
      notify('error', 'This call is no longer waiting for approval.');
  },
  reject(callId: string) {
    getRuntime()?.approvals.decide(callId, false);
  },
  retry(callId: string) {
    getRuntime()?.hub.retry(callId).catch(failed('Retry failed'));
  },
  async copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      notify('info', 'Copied.');
    } catch (error) {
      failed('Copy failed')(error);
    }
  },
  copyResult(call: CallRecord) {
    void actions.copy(resultText(call.result));
  },
  insertResult(call: CallRecord) {
    const hub = getRuntime()?.hub;
    if (!hub) return;
    hub.page
      .insertText({ text: chatTextOf(call) })
      .then((r) =>
        r.ok ? notify('info', 'Inserted into the chat.') : notify('error', r.error ?? 'Insert failed.'),
      )
      .catch(failed('Insert failed'));
  },
  insertInstructions() {
    const hub = getRuntime()?.hub;
    if (!hub) return;
    hub.page
      .insertText({ text: hub.instructions() })
      .then((r) =>
        r.ok ? notify('info', 'Instructions inserted.') : notify('error', r.error ?? 'Insert failed.'),
      )
      .catch(failed('Insert failed'));
  },
  addServer(server: NewServer) {
    store()
      .getState()
      .addServer({ id: newServerId(), enabled: true, ...server });
  },
  addSuggestedServer(origin: string, server: SuggestedServer) {
    store().getState().addServer({
      id: newServerId(),
      name: server.name,
      url: server.url,
      transport: 'auto',
      enabled: true,
      suggestedBy: origin,
    });
  },
  reconnect(serverId: string) {
    getRuntime()?.connections.reconnect(serverId).catch(failed('Reconnect failed'));
  },
  async loadDashboardStorage() {
    try {
      const count = await importDashboardStorage(store());
      notify(
        'info',
        count ? `Loaded ${count} server(s) from the dashboard.` : 'The dashboard has no servers yet.',
      );
    } catch (error) {
      failed('The browser did not allow access to the dashboard storage')(error);
    }
  },
};
