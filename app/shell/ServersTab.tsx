// The Servers tab: the store's servers and statuses in, actions out; with what other features add there
// (a copy from the dashboard when the list is empty, sign-in, the protocol log).
import { useShallow } from 'zustand/react/shallow';
import { AddServerForm } from '../features/servers/AddServerForm';
import { ConfigTransfer } from '../features/servers/ConfigTransfer';
import { EmptyServers } from '../features/servers/EmptyServers';
import { ServerList } from '../features/servers/ServerList';
import { card } from '../ui/classNames';
import { exportConfig, parseImport } from '../features/servers/configTransfer';
import { dashboardUrl } from '../core/environment';
import { canRequestStorageAccess } from '../features/consent/storageAccess';
import { useClipboard } from '../core/clipboard';
import { useAppStore, useStoreApi } from '../core/context';
import { useConsentActions } from '../features/consent/consentActions';
import { useOAuthActions } from '../features/oauth/oauthActions';
import { useServerActions } from '../features/servers/serverActions';
import { LazyProtocolLog } from '../features/protocolLog/ProtocolLogLazy';

/**
 * `wide` (the dashboard) puts the add form beside the list instead of under it. `onShowConnector` (the
 * dashboard) replaces the empty list's link to the dashboard, which would point at the page itself.
 */
export function ServersTab({
  embedded,
  wide = false,
  onShowConnector,
}: {
  embedded: boolean;
  wide?: boolean;
  onShowConnector?: () => void;
}) {
  const actions = useServerActions();
  const consent = useConsentActions();
  const signInActions = useOAuthActions();
  const clipboard = useClipboard();
  const store = useStoreApi();
  const { servers, statuses, oauth, updateServer, removeServer } = useAppStore(
    useShallow((s) => ({
      servers: s.servers,
      statuses: s.statuses,
      oauth: s.oauth,
      updateServer: s.updateServer,
      removeServer: s.removeServer,
    })),
  );
  const signedIn = Object.fromEntries(Object.entries(oauth).map(([id, r]) => [id, Boolean(r.tokens)]));
  return (
    <div className={wide ? 'grid items-start gap-3 md:grid-cols-[1fr_20rem]' : 'flex flex-col gap-3'}>
      {servers.length === 0 ? (
        <EmptyServers
          embedded={embedded}
          {...(onShowConnector ? { onShowConnector } : { dashboardUrl: dashboardUrl() })}
          {...(embedded && canRequestStorageAccess()
            ? { onUseDashboardStorage: consent.loadDashboardStorage }
            : {})}
          {...(embedded ? { onCopyFromDashboard: consent.copyFromDashboard } : {})}
        />
      ) : (
        <ServerList
          servers={servers}
          statuses={statuses}
          signedIn={signedIn}
          onToggle={(id, enabled) => updateServer(id, { enabled })}
          onReconnect={actions.reconnect}
          onRemove={removeServer}
          onEdit={actions.editServer}
          onSignIn={signInActions.signIn}
          onSignOut={signInActions.signOut}
          accessTokenOf={(id) => store.getState().oauth[id]?.tokens?.access_token}
          onCopy={clipboard.copy}
          renderLog={(server, close) => <LazyProtocolLog server={server} onClose={close} />}
        />
      )}
      <div className="flex flex-col gap-3">
        <section className={card} aria-labelledby="add-server-title">
          <h2 id="add-server-title" className="mb-2 text-sm font-semibold">
            Add a server
          </h2>
          <AddServerForm onAdd={actions.addServer} />
        </section>
        <ConfigTransfer
          exportConfig={(includeSecrets) => exportConfig(store.getState(), includeSecrets)}
          parse={(text) => parseImport(text, store.getState().servers)}
          onImport={actions.importConfig}
          onCopy={(text) => {
            clipboard.copy(text);
          }}
        />
      </div>
    </div>
  );
}
