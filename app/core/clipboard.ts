// Copy to the clipboard, with the notice bar saying how it went: every Copy button of the app goes through it.
import type { Runtime } from '../shell/runtime';
import { noticesOf } from './notices';
import { useCommands } from './context';

export function createClipboard({ store }: Pick<Runtime, 'store'>) {
  const { notify, failed } = noticesOf(store);
  return {
    /** Resolves to whether the text reached the clipboard. */
    async copy(text: string): Promise<boolean> {
      try {
        await navigator.clipboard.writeText(text);
        notify('info', 'Copied.');
        return true;
      } catch (error) {
        failed('Copy failed')(error);
        return false;
      }
    },
  };
}

export type Clipboard = ReturnType<typeof createClipboard>;
export const useClipboard = (): Clipboard => useCommands(createClipboard);
