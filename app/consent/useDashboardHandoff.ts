// What this first-party window would hand a site's sidebar from the dashboard's own storage: the one
// reading of it that both the Copy window and the Allow window show and send.
import { useShallow } from 'zustand/react/shallow';
import { pickHandoffState, type HandoffState } from '../features/consent/handoff';
import { useAppStore } from '../core/context';

export function useDashboardHandoff(origin: string): HandoffState {
  // This window is top level on our origin: its store is the dashboard's own storage.
  const stored = useAppStore(
    useShallow((s) => ({
      servers: s.servers,
      policies: s.policies,
      grants: s.grants,
      oauth: s.oauth,
      taughtSites: s.taughtSites,
    })),
  );
  return pickHandoffState(stored, origin);
}
