// What the Instructions tab and the next-step notice ask for: the instructions typed into the chat, attached
// to it as a .md file, or downloaded. Never submitted: the user sends.
import { safeFileName } from '../../../bridge/format';
import { chatPageOf } from '../../core/chatPage';
import { useCommands } from '../../core/context';
import type { Runtime } from '../../shell/runtime';
import { instructionsText } from './instructions';

const FILE_NAME = 'mcp-instructions';

export function createInstructionsActions({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const page = chatPageOf({ store, hub });
  return {
    insertInstructions() {
      page.insertText(instructionsText(store.getState()), 'Instructions inserted.');
    },
    attachInstructions() {
      const file = { name: `${safeFileName(FILE_NAME, 'result')}.md`, mimeType: 'text/markdown' };
      page.attach({ ...file, text: instructionsText(store.getState()) }, 'Instructions');
    },
    downloadInstructions() {
      const blob = new Blob([instructionsText(store.getState())], { type: 'text/markdown' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = `${FILE_NAME}.md`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
  };
}

export type InstructionsActions = ReturnType<typeof createInstructionsActions>;
export const useInstructionsActions = (): InstructionsActions => useCommands(createInstructionsActions);
