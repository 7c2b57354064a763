// The three steps of the getting-started guide and where each stands, from what this browser really knows:
// the store's servers, statuses and grants, and the first-run record (app/core/firstRunProgress.ts).
import type { ServerConfig, ServerStatus } from '../../../bridge/connections/types';
import type { FirstRunProgress } from '../../core/firstRunProgress';
import type { OriginGrant } from '../consent';

export type StepState = 'done' | 'in-progress' | 'to-do';

export interface FirstRunInput {
  servers: ServerConfig[];
  statuses: Record<string, ServerStatus>;
  grants: Record<string, OriginGrant>;
  progress: FirstRunProgress;
}

export interface FirstRunState {
  connect: StepState;
  /** With servers: how many are connected, or why none is yet (connecting, off, needing attention). */
  connectNote?: string;
  install: StepState;
  use: StepState;
}

function connectStep(servers: ServerConfig[], statuses: Record<string, ServerStatus>) {
  const enabled = servers.filter((s) => s.enabled);
  if (servers.length === 0) return { connect: 'to-do' as const };
  const connected = enabled.filter((s) => statuses[s.id]?.state === 'connected').length;
  if (connected > 0) {
    return { connect: 'done' as const, connectNote: `${connected} of ${enabled.length} servers connected.` };
  }
  const failing = enabled.filter((s) => ['error', 'auth-needed'].includes(statuses[s.id]?.state ?? ''));
  const connectNote =
    enabled.length === 0
      ? 'Your servers are turned off: turn one on in the Servers tab.'
      : failing.length > 0
        ? `${failing.length} of ${enabled.length} servers need attention: see the Servers tab.`
        : 'Connecting…';
  return { connect: 'in-progress' as const, connectNote };
}

export function firstRunSteps({ servers, statuses, grants, progress }: FirstRunInput): FirstRunState {
  // A grant in this storage means a sidebar sharing it was opened on that site and allowed there.
  const allowed = progress.siteAllowed !== undefined || Object.keys(grants).length > 0;
  const sidebarSeen = allowed || progress.sidebarAsked !== undefined;
  return {
    ...connectStep(servers, statuses),
    install: sidebarSeen ? 'done' : progress.bookmarkletDragged !== undefined ? 'in-progress' : 'to-do',
    use: allowed ? 'done' : progress.sidebarAsked !== undefined ? 'in-progress' : 'to-do',
  };
}

export const allDone = (state: FirstRunState): boolean =>
  state.connect === 'done' && state.install === 'done' && state.use === 'done';
