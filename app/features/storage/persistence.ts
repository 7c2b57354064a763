// What survives a reload, in two places. Security settings (servers, grants, policies, OAuth, settings) go
// synchronously to their own localStorage key, so a revoke is saved before the UI shows it; call history
// goes to IndexedDB (historyPersistence.ts), so a large history can never crowd them out. Live state
// (statuses, tools, the connected page, approvals waiting for a click) is rebuilt on load and never stored.
import type { CallRecord } from '../../../bridge/hub/types';
import { isToolDetail } from '../../../bridge/instructions/toolDetail';
import { settleInterrupted } from '../history';
import type { AppState } from '../../shell/appState';

/** The security settings key; readers outside the store use readSecuritySettings(). */
export const STORAGE_KEY = 'mcp-multi-bridge:settings';
/** Before version 2, everything (history included) shared this one key. */
export const LEGACY_STORAGE_KEY = 'mcp-multi-bridge';
export const STORAGE_VERSION = 2;

export type PersistedState = Pick<
  AppState,
  | 'servers'
  | 'policies'
  | 'settingsOverrides'
  | 'customInstructions'
  | 'theme'
  | 'grants'
  | 'oauth'
  | 'instructionExclusions'
  | 'toolDetail'
  | 'pageToolsEnabled'
  | 'pageLayout'
  | 'taughtSites'
>;

/** A version-1 value: the settings plus the call history that now lives apart; `compactInstructions` was the
 * switch that `toolDetail` replaced. */
type LegacyState = Partial<PersistedState> & { calls?: CallRecord[]; compactInstructions?: unknown };

export function partialize(state: AppState): PersistedState {
  return {
    servers: state.servers,
    policies: state.policies,
    settingsOverrides: state.settingsOverrides,
    customInstructions: state.customInstructions,
    theme: state.theme,
    grants: state.grants,
    oauth: state.oauth,
    instructionExclusions: state.instructionExclusions,
    toolDetail: state.toolDetail,
    pageToolsEnabled: state.pageToolsEnabled,
    pageLayout: state.pageLayout,
    taughtSites: state.taughtSites,
  };
}

export function mergePersisted(persisted: unknown, current: AppState): AppState {
  const { calls, compactInstructions, ...stored } = (persisted ?? {}) as LegacyState;
  // A user who chose compact keeps it; everyone else gets the current default. An unknown value is dropped.
  if (!isToolDetail(stored.toolDetail)) delete stored.toolDetail;
  if (stored.toolDetail === undefined && compactInstructions === true) stored.toolDetail = 'compact';
  // Only a migrated version-1 value carries calls; they join the store and move on to IndexedDB from there.
  return { ...current, ...stored, ...(Array.isArray(calls) ? { calls: calls.map(settleInterrupted) } : {}) };
}

/** Version 1 keeps everything (its calls move to the history store); an unknown version starts fresh. */
export function migrate(persisted: unknown, version: number): PersistedState {
  if (version === STORAGE_VERSION || version === 1) return persisted as PersistedState;
  return {} as PersistedState;
}
