// What survives a reload: the user's configuration and a capped call history. Live state (statuses,
// tools, the connected page, approvals waiting for a click) is rebuilt on load and never stored.
import type { CallRecord } from '../../bridge/hub/types';
import type { AppState } from './types';
import { CALL_HISTORY_LIMIT } from './callsSlice';
import { forStorage } from './storageLimits';

export const STORAGE_KEY = 'mcp-multi-bridge';
export const STORAGE_VERSION = 1;

export type PersistedState = Pick<
  AppState,
  | 'servers'
  | 'policies'
  | 'settingsOverrides'
  | 'customInstructions'
  | 'theme'
  | 'grants'
  | 'calls'
  | 'oauth'
  | 'instructionExclusions'
  | 'compactInstructions'
  | 'pageToolsEnabled'
  | 'pageLayout'
>;

export function partialize(state: AppState): PersistedState {
  return {
    servers: state.servers,
    policies: state.policies,
    settingsOverrides: state.settingsOverrides,
    customInstructions: state.customInstructions,
    theme: state.theme,
    grants: state.grants,
    calls: state.calls.slice(0, CALL_HISTORY_LIMIT).map(forStorage),
    oauth: state.oauth,
    instructionExclusions: state.instructionExclusions,
    compactInstructions: state.compactInstructions,
    pageToolsEnabled: state.pageToolsEnabled,
    pageLayout: state.pageLayout,
  };
}

/** A call that was pending or running when the window closed can no longer finish; say so on its card. */
function settleInterrupted(call: CallRecord): CallRecord {
  if (call.status !== 'pending' && call.status !== 'running') return call;
  return {
    ...call,
    status: 'error',
    error: 'Interrupted: the sidebar was closed or reloaded.',
    retryable: false,
  };
}

export function mergePersisted(persisted: unknown, current: AppState): AppState {
  const stored = (persisted ?? {}) as Partial<PersistedState>;
  return {
    ...current,
    ...stored,
    calls: (stored.calls ?? current.calls).map(settleInterrupted),
  };
}

/** Upgrades older stored shapes; version 1 is the first, so anything else starts fresh. */
export function migrate(persisted: unknown, version: number): PersistedState {
  if (version === STORAGE_VERSION) return persisted as PersistedState;
  return {} as PersistedState;
}
