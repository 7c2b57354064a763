// The instructions text as the sidebar shows, copies and inserts it: enabled tools minus those the
// user left out of the instructions, in compact form when asked. The token count loads its encoder
// (about 1 MB) only when the Instructions tab asks for it.
import { renderInstructions, type InstructionTool } from '../../bridge/instructions';
import { policyKey } from '../store/toolsSlice';
import { selectHubTools, selectSettings } from '../store/selectors';
import type { AppState } from '../store/types';

export type InstructionsInput = Pick<
  AppState,
  | 'servers'
  | 'tools'
  | 'policies'
  | 'settingsOverrides'
  | 'page'
  | 'customInstructions'
  | 'instructionExclusions'
  | 'compactInstructions'
>;

export function instructionTools(s: InstructionsInput): InstructionTool[] {
  return selectHubTools(s as AppState)
    .filter((t) => t.policy !== 'off' && !s.instructionExclusions[policyKey(t.serverId, t.name)])
    .map((t) => ({
      name: t.exposedName,
      inputSchema: t.inputSchema,
      ...(t.description !== undefined ? { description: t.description } : {}),
    }));
}

export function instructionsText(s: InstructionsInput): string {
  const custom = s.customInstructions.trim();
  return renderInstructions({
    tools: instructionTools(s),
    agentMode: selectSettings(s as AppState).agentMode,
    compact: s.compactInstructions,
    ...(custom ? { customInstructions: custom } : {}),
  });
}

let encoder: Promise<{ encode(text: string): number[] }> | undefined;

/** Tokens in the cl100k encoding: close enough to what current chat models count to plan a context. */
export async function countTokens(text: string): Promise<number> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/cl100k_base')]).then(
    ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default),
  );
  return (await encoder).encode(text).length;
}
