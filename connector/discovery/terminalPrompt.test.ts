import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { terminalAsk } from './terminalPrompt.js';

describe('the terminal question', () => {
  it('asks only on a terminal, and frees the input after each answer', async () => {
    expect(terminalAsk(new PassThrough(), new PassThrough())).toBeUndefined();
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    let shown = '';
    output.on('data', (d: Buffer) => (shown += d.toString()));
    const ask = terminalAsk(input, output)!;
    const first = ask('Serve which? ');
    input.write('2-3\n');
    expect(await first).toBe('2-3');
    expect(shown).toContain('Serve which? ');
    expect(input.listenerCount('keypress') + input.listenerCount('data')).toBe(0);
    const second = ask('Again? ');
    input.write('cursor\n');
    expect(await second).toBe('cursor');
  });
});
