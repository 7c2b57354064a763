// The one way a command moves something into the chat page: files attached first, then the text typed into
// the input, never submitted (the user sends). Each refusal says what the page refused; the notices say how
// it went, so Insert and Attach read the same from a call card, a resource, a prompt or the instructions.
import type { AttachFileParams } from '../../bridge/protocol/types';
import type { Runtime } from '../shell/runtime';
import { noticesOf } from './notices';
import { settle, type Settled } from './settled';

export const NO_PAGE_YET = 'The chat page has not connected yet; try again in a moment.';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function chatPageOf({ store, hub }: Pick<Runtime, 'store' | 'hub'>) {
  const { notify } = noticesOf(store);

  /** The page's answer; a request that failed on the way (a page gone) reads as its refusal. */
  const answer = (request: Promise<{ ok: boolean; error?: string }>) =>
    request.then(
      (result) => (result.ok ? undefined : (result.error ?? 'the page refused')),
      (error: unknown) => messageOf(error),
    );

  /** Attaches `files` in order, then inserts `text`; throws at the first refusal, saying what went in before. */
  async function put({ files = [], text }: { files?: AttachFileParams[]; text?: string }): Promise<void> {
    for (const [attached, file] of files.entries()) {
      const refused = await answer(hub.page.attachFile(file));
      if (refused === undefined) continue;
      const before = attached ? ` (${attached} attached before it; remove them in the chat if unwanted)` : '';
      throw new Error(`Could not attach ${file.name}: ${refused}${before}.`);
    }
    if (text === undefined) return;
    const refused = await answer(hub.page.insertText({ text }));
    if (refused !== undefined) throw new Error(`Could not insert into the chat: ${refused}.`);
  }

  /** `put`, with a notice either way. */
  const told = (work: Promise<void>, done: string): Settled =>
    settle(
      work.then(() => notify('info', done)),
      (error) => notify('error', messageOf(error)),
    );

  return {
    put,
    insertText: (text: string, done = 'Inserted into the chat.') => told(put({ text }), done),
    /** `what` names it in the notice: "Result attached to the chat." */
    attach: (file: AttachFileParams, what = file.name) =>
      told(put({ files: [file] }), `${what} attached to the chat.`),
    /** The chat page's origin for a consent window, or a notice that there is none yet. */
    origin(): string | undefined {
      const origin = store.getState().page.origin;
      if (!origin) notify('error', NO_PAGE_YET);
      return origin;
    },
  };
}
