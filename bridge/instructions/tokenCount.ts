// Token counts for the instructions, in the encoding of current OpenAI chat models (o200k_base: GPT-4o, GPT-4.1,
// the o-series, GPT-5). The sidebar's estimate, the tests' claims and the bench all count with it. Its ranks are
// about 2 MB, so they load on first use and never with the sidebar's first download.
import type { Tiktoken } from 'js-tiktoken/lite';

export const TOKENIZER = 'o200k_base';

let encoder: Promise<Tiktoken> | undefined;

/** Resolves to a counter; the first call loads the encoder and later calls share it. */
export async function loadTokenCounter(): Promise<(text: string) => number> {
  encoder ??= Promise.all([import('js-tiktoken/lite'), import('js-tiktoken/ranks/o200k_base')]).then(
    ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default),
    (error: unknown) => {
      // A chunk that failed to load (offline, a new deploy) is tried again on the next call.
      encoder = undefined;
      throw error;
    },
  );
  const loaded = await encoder;
  // A special token such as "<|endoftext|>" in a tool description is counted as the plain text it is.
  return (text) => loaded.encode(text, [], []).length;
}
