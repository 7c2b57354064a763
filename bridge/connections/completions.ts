// Argument suggestions from a server's `completion/complete`, for prompt arguments and resource template
// variables alike. A server without the `completions` capability, or one that fails, suggests nothing:
// suggestions help the user type, they never block the form.
import type { Client } from '@modelcontextprotocol/client';

export type CompletionRef = { type: 'ref/prompt'; name: string } | { type: 'ref/resource'; uri: string };

/** The spec caps one answer at 100 values; a larger answer from a faulty server is cut there. */
export const MAX_SUGGESTIONS = 100;

/** Longer values are left out: no one picks a 10 KB "suggestion", and a hostile one would swamp the list. */
export const MAX_SUGGESTION_CHARS = 200;

export function offersCompletions(client: Pick<Client, 'getServerCapabilities'>): boolean {
  return Boolean(client.getServerCapabilities()?.completions);
}

/**
 * The server's suggestions for one argument, given what the user typed and the other arguments so far
 * (servers may narrow one argument by another). Empty when the server offers none; each value once, none
 * empty or longer than MAX_SUGGESTION_CHARS.
 */
export async function suggestArgument(
  client: Pick<Client, 'getServerCapabilities' | 'complete'>,
  ref: CompletionRef,
  argument: { name: string; value: string },
  otherArguments: Record<string, string>,
  signal?: AbortSignal,
): Promise<string[]> {
  if (!offersCompletions(client)) return [];
  try {
    const { completion } = await client.complete(
      { ref, argument, context: { arguments: otherArguments } },
      signal ? { signal } : undefined,
    );
    const usable = completion.values.filter(
      (value) => typeof value === 'string' && value !== '' && value.length <= MAX_SUGGESTION_CHARS,
    );
    return [...new Set(usable)].slice(0, MAX_SUGGESTIONS);
  } catch {
    return [];
  }
}

/** What an argument field calls for suggestions: the server's, over its live session (prompts and templates). */
export function suggesterFor(
  connections: { withClient<T>(serverId: string, use: (client: Client) => Promise<T>): Promise<T> },
  serverId: string,
  ref: CompletionRef,
) {
  return (name: string, value: string, otherArguments: Record<string, string>, signal: AbortSignal) =>
    connections.withClient(serverId, (client) =>
      suggestArgument(client, ref, { name, value }, otherArguments, signal),
    );
}
