import { button, card } from '../../ui/classNames';

export interface EmptyServersProps {
  /** True inside a chat page's frame, where storage may be partitioned away from the dashboard's. */
  embedded: boolean;
  /** The sidebar links to the dashboard; the dashboard itself passes none (a link to this very page). */
  dashboardUrl?: string;
  /** On the dashboard: shows the connector command (the getting-started guide) instead of a link. */
  onShowConnector?: () => void;
  /** Offered in a frame when the browser has the Storage Access API. */
  onUseDashboardStorage?: () => void;
  /** Offered in a frame: a window on our origin reads the dashboard's servers and sends them here. */
  onCopyFromDashboard?: () => void;
}

/** Never a silent empty list: say there are no servers, what to do next and, in a frame, why that may be. */
export function EmptyServers(props: EmptyServersProps) {
  const { embedded, dashboardUrl, onShowConnector, onUseDashboardStorage, onCopyFromDashboard } = props;
  return (
    <div className={`${card} text-sm`} role="status">
      <p className="font-medium">No MCP servers are configured here yet.</p>
      <p className="mt-1">
        {dashboardUrl
          ? 'Add one by URL with the form below, or pair the local connector from the dashboard.'
          : 'Run the local connector on your computer and open the pairing link it prints, or add a server by URL with the “Add a server” form.'}
      </p>
      {embedded && (
        <p className="mt-2 text-slate-600 dark:text-slate-300">
          Servers you added in the dashboard may not show up in this frame: browsers keep a separate storage
          for frames on other sites (storage partitioning). Copy them from the dashboard (a window on our site
          shows what it would copy and sends it here when you confirm), let this frame use the
          dashboard&apos;s storage, or open the sidebar in its own window (the page&apos;s “open in a window”
          button).
        </p>
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        {dashboardUrl && (
          <a className={button} href={dashboardUrl} target="_blank" rel="noopener">
            Open the dashboard
          </a>
        )}
        {onShowConnector && (
          <button type="button" className={button} onClick={onShowConnector}>
            Show the connector command
          </button>
        )}
        {embedded && onUseDashboardStorage && (
          <button type="button" className={button} onClick={onUseDashboardStorage}>
            Use the dashboard&apos;s servers
          </button>
        )}
        {embedded && onCopyFromDashboard && (
          <button type="button" className={button} onClick={onCopyFromDashboard}>
            Copy from the dashboard
          </button>
        )}
      </div>
    </div>
  );
}
