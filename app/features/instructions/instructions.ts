// The store's side of the one instructions builder (bridge/instructions/buildInstructions.ts): the text the
// sidebar shows, copies, inserts, attaches and downloads, over the same tool list and choices the hub's prompt
// uses (hubService passes selectInstructionPreferences to the hub), so both read the same.
import {
  buildInstructions,
  instructionTools,
  type InstructionPreferences,
} from '../../../bridge/instructions';
import { selectHubToolsWithPage } from '../tools';
import { selectSettings } from '../settings';
import { policyKey } from '../tools';
import type { AppState } from '../../shell/appState';

type PreferencesInput = Pick<
  AppState,
  'settingsOverrides' | 'page' | 'customInstructions' | 'instructionExclusions' | 'toolDetail'
>;

export type InstructionsInput = PreferencesInput &
  Pick<AppState, 'servers' | 'tools' | 'policies' | 'pageTools' | 'pageToolsEnabled'>;

export function selectInstructionPreferences(s: PreferencesInput): InstructionPreferences {
  return {
    agentMode: selectSettings(s).agentMode,
    detail: s.toolDetail,
    customInstructions: s.customInstructions,
    isExcluded: (serverId, toolName) => s.instructionExclusions[policyKey(serverId, toolName)] === true,
  };
}

/** The text and how many tools it lists (the Instructions tab shows both). */
export function instructionsOf(s: InstructionsInput): { text: string; toolCount: number } {
  const tools = selectHubToolsWithPage(s);
  const preferences = selectInstructionPreferences(s);
  return {
    text: buildInstructions(tools, preferences),
    toolCount: instructionTools(tools, preferences).length,
  };
}

export const instructionsText = (s: InstructionsInput): string => instructionsOf(s).text;
