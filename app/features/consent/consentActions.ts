// What hands a frame power, asked for from the sidebar: a grant for the chat site, and a copy of the
// dashboard's servers. Both are decided in the first-party consent window; the frame only asks.
import { chatPageOf } from '../../core/chatPage';
import { useCommands } from '../../core/context';
import { noticesOf } from '../../core/notices';
import type { Runtime } from '../../shell/runtime';
import { askToCopyFromDashboard, askToGrant } from './sidebarConsent';
import { importDashboardStorage } from './storageAccess';

export function createConsentActions({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const { notify, failed } = noticesOf(store);
  const page = chatPageOf({ store, hub });
  return {
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
    loadDashboardStorage() {
      importDashboardStorage(store)
        .then((count) =>
          notify(
            'info',
            count ? `Loaded ${count} server(s) from the dashboard.` : 'The dashboard has no servers yet.',
          ),
        )
        .catch(failed('The browser did not allow access to the dashboard storage'));
    },
  };
}

export type ConsentActions = ReturnType<typeof createConsentActions>;
export const useConsentActions = (): ConsentActions => useCommands(createConsentActions);
