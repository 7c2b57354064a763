// Streams a reply the way web AI chats do: small chunks every few tens of milliseconds. Seeded, so a test
// run sees the same chunks and timings every time.

export interface StreamStep {
  chunk: string;
  delayMs: number;
}

/** A small, fast, seeded PRNG (mulberry32); returns numbers in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Splits text into chunks of 1-6 characters, each with a delay of 20-40 ms. Joined, the chunks are the text. */
export function planStream(text: string, seed: number): StreamStep[] {
  const random = seededRandom(seed);
  const steps: StreamStep[] = [];
  let index = 0;
  while (index < text.length) {
    const size = 1 + Math.floor(random() * 6);
    steps.push({ chunk: text.slice(index, index + size), delayMs: 20 + Math.floor(random() * 21) });
    index += size;
  }
  return steps;
}

export interface StreamHandlers {
  onChunk(textSoFar: string): void;
  onDone(text: string): void;
}

export interface StreamOptions {
  seed: number;
  /** Pause before the first chunk, like a model "thinking". */
  startDelayMs?: number;
  /** Injected for tests; defaults to setTimeout. */
  schedule?: (fn: () => void, ms: number) => void;
}

/** Plays the reply; returns a function that stops it early (the reply then ends where it stopped). */
export function streamReply(text: string, handlers: StreamHandlers, options: StreamOptions): () => void {
  // The scheduler returns nothing; setTimeout's id is not needed.
  const schedule = options.schedule ?? ((fn, ms) => void setTimeout(fn, ms));
  const steps = planStream(text, options.seed);
  let soFar = '';
  let stopped = false;
  let index = 0;

  const finish = () => {
    if (stopped) return;
    stopped = true;
    handlers.onDone(soFar);
  };
  const next = () => {
    if (stopped) return;
    const step = steps[index++];
    if (!step) return finish();
    soFar += step.chunk;
    handlers.onChunk(soFar);
    schedule(next, step.delayMs);
  };
  schedule(next, options.startDelayMs ?? 0);
  return finish;
}
