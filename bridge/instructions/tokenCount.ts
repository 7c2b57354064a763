// Token counts for the instructions. o200k_base is the encoding of current OpenAI chat models (GPT-4o, GPT-4.1,
// the o-series, GPT-5): the sidebar's estimate, the tests' claims and the bench count with it; the bench also
// counts cl100k_base (GPT-4, GPT-3.5), the other encoding in wide use. Ranks are 1-2 MB each, so they load on
// first use and never with the sidebar's first download.
import type { Tiktoken } from 'js-tiktoken/lite';

export const TOKENIZER = 'o200k_base';
export type TokenEncoding = 'o200k_base' | 'cl100k_base';

const encoders = new Map<TokenEncoding, Promise<Tiktoken>>();

// Literal specifiers, so the bundler splits each encoding's ranks into a chunk of its own.
const loadRanks = (encoding: TokenEncoding) =>
  encoding === 'cl100k_base'
    ? import('js-tiktoken/ranks/cl100k_base')
    : import('js-tiktoken/ranks/o200k_base');

/** Resolves to a counter; the first call per encoding loads it and later calls share it. */
export async function loadTokenCounter(
  encoding: TokenEncoding = TOKENIZER,
): Promise<(text: string) => number> {
  let encoder = encoders.get(encoding);
  if (!encoder) {
    encoder = Promise.all([import('js-tiktoken/lite'), loadRanks(encoding)]).then(
      ([{ Tiktoken }, ranks]) => new Tiktoken(ranks.default),
      (error: unknown) => {
        // A chunk that failed to load (offline, a new deploy) is tried again on the next call.
        encoders.delete(encoding);
        throw error;
      },
    );
    encoders.set(encoding, encoder);
  }
  const loaded = await encoder;
  // A special token such as "<|endoftext|>" in a tool description is counted as the plain text it is.
  return (text) => loaded.encode(text, [], []).length;
}
