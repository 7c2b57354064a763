// What the Prompts panel asks for, bound to one window's runtime: a server's suggestions for an argument,
// and a prompt (prompts/get) put into the chat input or onto the clipboard. Never sends: the user does.
import { suggesterFor } from '../../../bridge/connections/completions';
import { promptForChat, withLongTextAsFile, type PromptForChat, type PromptOutcome } from './promptToChat';
import type { Runtime } from '../../shell/runtime';
import { selectSettings } from '../settings';
import { chatActionRequest } from '../consent';
import { chatPageOf, NO_PAGE_YET } from '../../core/chatPage';
import { confirmThen } from '../consent';
import { noticesOf } from '../../core/notices';
import { useCommands } from '../../core/context';

export type PromptActions = ReturnType<typeof createPromptActions>;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Why a prompts/get failed, in words that name the fix. Checked by shape, so this chunk carries no SDK code:
 * the server's own refusal (a JSON-RPC error) has a numeric code, our CallFailure a `kind`; anything else
 * (a refused connection, a timeout) never got an answer.
 */
function whyNoPrompt(error: unknown, serverName: string, promptName: string): string {
  const shape = (error ?? {}) as { code?: unknown; kind?: unknown };
  if (typeof shape.kind === 'string') return messageOf(error);
  if (typeof shape.code === 'number')
    return `${serverName} did not give the prompt "${promptName}": ${messageOf(error)}`;
  return `${serverName} did not answer for the prompt "${promptName}" (${messageOf(error)}). Check in the Servers tab that it is running and connected, then try again.`;
}

/** Empty optional fields are left out, so the server applies its own default. */
const filled = (args: Record<string, string>) =>
  Object.fromEntries(Object.entries(args).filter(([, value]) => value !== ''));

export function createPromptActions({
  store,
  hub,
  connections,
}: Pick<Runtime, 'store' | 'hub' | 'connections'>) {
  const { notify } = noticesOf(store);
  const page = chatPageOf({ store, hub });
  const serverName = (serverId: string) =>
    store.getState().servers.find((s) => s.id === serverId)?.name ?? serverId;
  /** Prompts being inserted now (see `once`). */
  const inserting = new Set<string>();

  async function fetchPrompt(
    serverId: string,
    name: string,
    args: Record<string, string>,
  ): Promise<PromptForChat> {
    try {
      const result = await connections.withClient(serverId, (client) =>
        client.getPrompt({ name, arguments: filled(args) }),
      );
      return promptForChat(result);
    } catch (error) {
      throw new Error(whyNoPrompt(error, serverName(serverId), name));
    }
  }

  /** The prompt as it goes into the chat, a long text as a file too. */
  const forChat = async (serverId: string, name: string, args: Record<string, string>) =>
    withLongTextAsFile(
      await fetchPrompt(serverId, name, args),
      name,
      selectSettings(store.getState()).attachThresholdChars,
    );

  async function putInto(prompt: PromptForChat): Promise<void> {
    await page.put(prompt);
    const files = prompt.files.length;
    notify(
      'info',
      `Prompt inserted${files ? ` with ${files} ${files === 1 ? 'file' : 'files'}` : ''}: review it in the chat and send it.`,
    );
  }

  /** One insert of a prompt at a time: a second click waits for the first to finish instead of inserting again. */
  async function once(
    serverId: string,
    name: string,
    work: () => Promise<PromptOutcome>,
  ): Promise<PromptOutcome> {
    const key = `${serverId}\u0000${name}`;
    if (inserting.has(key)) return { ok: false, error: 'This prompt is being inserted already.' };
    inserting.add(key);
    try {
      return await work();
    } catch (error) {
      return { ok: false, error: messageOf(error) };
    } finally {
      inserting.delete(key);
    }
  }

  return {
    /** The server's suggestions for one argument of a prompt (completion/complete, `ref/prompt`). */
    suggester: (serverId: string, promptName: string) =>
      suggesterFor(connections, serverId, { type: 'ref/prompt', name: promptName }),
    /**
     * Gets the prompt and puts it into the chat input: files first, then the text, never submitted. A text
     * longer than the "attach results longer than" setting goes as a file too.
     */
    insert: (serverId: string, name: string, args: Record<string, string>) =>
      once(serverId, name, async () => {
        await putInto(await forChat(serverId, name, args));
        return { ok: true };
      }),
    /**
     * "Insert in a window…", where the sidebar can't prove it is visible: the consent window opens with the
     * click, waits while the server writes the prompt, then shows the site, every file and the text; exactly
     * that goes in on its Insert, and nothing on Cancel. Call from the click handler (or the form's submit).
     */
    insertInWindow(serverId: string, name: string, args: Record<string, string>): Promise<PromptOutcome> {
      const origin = store.getState().page.origin;
      if (!origin) return Promise.resolve({ ok: false, error: NO_PAGE_YET });
      return once(serverId, name, async () => {
        const prompt = forChat(serverId, name, args);
        const subject = { type: 'prompt' as const, name, server: serverName(serverId) };
        const ready = prompt.then((chat) => chatActionRequest(subject, origin, chat));
        let inserted: Promise<void> = Promise.resolve();
        let refused: unknown;
        await confirmThen(
          { kind: 'action', key: JSON.stringify(['prompt', serverId, name, args]), ready },
          {
            perform: () => {
              inserted = prompt.then(putInto);
            },
            failed: (error) => (refused = error ?? 'the window failed'),
          },
        );
        if (refused !== undefined) throw refused;
        await inserted;
        return { ok: true };
      });
    },
    /** Gets the prompt and copies its text; the files it embeds can't go onto the clipboard, and it says so. */
    async copy(serverId: string, name: string, args: Record<string, string>): Promise<PromptOutcome> {
      try {
        const prompt = await fetchPrompt(serverId, name, args);
        await navigator.clipboard.writeText(prompt.text);
        const files = prompt.files.length;
        notify(
          'info',
          files
            ? `Copied the text; its ${files} ${files === 1 ? 'file is' : 'files are'} not on the clipboard (use Insert into chat).`
            : 'Copied.',
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, error: messageOf(error) };
      }
    },
  };
}

/** One set per runtime, so every part of the window shares its guards. */
export const usePromptActions = (): PromptActions => useCommands(createPromptActions);
