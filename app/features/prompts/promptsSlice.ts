// Prompts as the servers list them (live, never stored): the Prompts panel reads them, the connections fill them.
import type { Prompt } from '@modelcontextprotocol/client';
import type { SliceCreator } from '../../shell/appState';

export interface PromptsSlice {
  /** By server id; a server without the prompts capability, or not connected, has no entry. */
  prompts: Record<string, Prompt[]>;
  setPrompts(serverId: string, prompts: Prompt[] | undefined): void;
}

export const createPromptsSlice: SliceCreator<PromptsSlice> = (set) => ({
  prompts: {},
  setPrompts: (serverId, prompts) =>
    set((s) => {
      const next = { ...s.prompts };
      if (prompts) next[serverId] = prompts;
      else delete next[serverId];
      return { prompts: next };
    }),
});
