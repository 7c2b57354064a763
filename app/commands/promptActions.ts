// What the Prompts panel asks for, bound to one window's runtime: a server's suggestions for an argument,
// and a prompt (prompts/get) put into the chat input or onto the clipboard. Never sends: the user does.
import { suggesterFor } from '../../bridge/connections/completions';
import {
  promptForChat,
  withLongTextAsFile,
  type PromptForChat,
  type PromptOutcome,
} from '../services/promptToChat';
import type { Runtime } from '../services/runtime';
import { selectSettings } from '../store/selectors';
import { chatPageOf } from './chatPage';
import { noticesOf } from './notices';

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
  /** Prompts being inserted now: a second click waits for the first to finish instead of inserting again. */
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

  return {
    /** The server's suggestions for one argument of a prompt (completion/complete, `ref/prompt`). */
    suggester: (serverId: string, promptName: string) =>
      suggesterFor(connections, serverId, { type: 'ref/prompt', name: promptName }),
    /**
     * Gets the prompt and puts it into the chat input: files first, then the text, never submitted. A text
     * longer than the "attach results longer than" setting goes as a file too.
     */
    async insert(serverId: string, name: string, args: Record<string, string>): Promise<PromptOutcome> {
      const key = `${serverId}\u0000${name}`;
      if (inserting.has(key)) return { ok: false, error: 'This prompt is being inserted already.' };
      inserting.add(key);
      try {
        const threshold = selectSettings(store.getState()).attachThresholdChars;
        const prompt = withLongTextAsFile(await fetchPrompt(serverId, name, args), name, threshold);
        await page.put(prompt);
        const files = prompt.files.length;
        notify(
          'info',
          `Prompt inserted${files ? ` with ${files} ${files === 1 ? 'file' : 'files'}` : ''}: review it in the chat and send it.`,
        );
        return { ok: true };
      } catch (error) {
        return { ok: false, error: messageOf(error) };
      } finally {
        inserting.delete(key);
      }
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
