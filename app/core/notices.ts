// How a command tells the user what happened: one notice in the store, an error's message after "what".
import type { AppStore } from '../shell/store';

export function noticesOf(store: AppStore) {
  const notify = (kind: 'info' | 'error', text: string) => store.getState().setNotice({ kind, text });
  const failed = (what: string) => (error: unknown) =>
    notify('error', `${what}: ${error instanceof Error ? error.message : String(error)}`);
  return { notify, failed };
}
