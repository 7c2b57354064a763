// Copy to the clipboard, with the notice bar saying how it went: every Copy button of the app goes through it.
import type { Runtime } from '../shell/runtime';
import { noticesOf } from './notices';
import { useCommands } from './context';
import { settle, type Settled } from './settled';

export function createClipboard({ store }: Pick<Runtime, 'store'>) {
  const { notify, failed } = noticesOf(store);
  return {
    /** Resolves to whether the text reached the clipboard. */
    copy(text: string): Settled<boolean> {
      // Written before anything is awaited, while the click's user activation holds.
      const write = async () => {
        await navigator.clipboard.writeText(text);
        notify('info', 'Copied.');
        return true;
      };
      return settle(write(), (error) => {
        failed('Copy failed')(error);
        return false;
      });
    },
  };
}

export type Clipboard = ReturnType<typeof createClipboard>;
export const useClipboard = (): Clipboard => useCommands(createClipboard);
