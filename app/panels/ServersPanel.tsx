// Connected view of the servers: the store's servers and statuses in, actions out.
import { useShallow } from 'zustand/react/shallow';
import { AddServerForm } from '../components/AddServerForm';
import { ConfigTransfer } from '../components/ConfigTransfer';
import { EmptyServers } from '../components/EmptyServers';
import { ServerList } from '../components/ServerList';
import { card } from '../components/ui';
import { exportConfig, parseImport } from '../services/configTransfer';
import { dashboardUrl } from '../services/environment';
import { canRequestStorageAccess } from '../services/storageAccess';
import { useActions, useAppStore, useStoreApi } from '../context/runtimeContext';
import { LazyProtocolLog } from './ProtocolLogLazy';

/**
 * `wide` (the dashboard) puts the add form beside the list instead of under it. `onShowConnector` (the
 * dashboard) replaces the empty list's link to the dashboard, which would point at the page itself.
 */
export function ServersPanel({
  embedded,
  wide = false,
  onShowConnector,
}: {
  embedded: boolean;
  wide?: boolean;
  onShowConnector?: () => void;
}) {
  const actions = useActions();
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
            ? { onUseDashboardStorage: actions.loadDashboardStorage }
            : {})}
          {...(embedded ? { onCopyFromDashboard: actions.copyFromDashboard } : {})}
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
          onSignIn={actions.signIn}
          onSignOut={actions.signOut}
          accessTokenOf={(id) => store.getState().oauth[id]?.tokens?.access_token}
          onCopy={actions.copy}
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
          onCopy={(text) => void actions.copy(text)}
        />
      </div>
    </div>
  );
}
