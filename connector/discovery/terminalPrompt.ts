// The question on the terminal, with readline. Closed after each answer, so stdin is free again for the
// "press Enter for a new pairing link" listener that follows.
import { createInterface } from 'node:readline/promises';

export function terminalAsk(
  input: NodeJS.ReadableStream = process.stdin,
  output: NodeJS.WritableStream = process.stdout,
): ((question: string) => Promise<string>) | undefined {
  if (!(input as { isTTY?: boolean }).isTTY) return undefined;
  return async (question) => {
    const rl = createInterface({ input, output });
    try {
      return await rl.question(question);
    } finally {
      rl.close();
    }
  };
}
