// The tail is complete once `ended` settles, however late the last chunk comes after the child's exit.
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { stderrTail } from './stderrTail.js';

describe('doctor: stderrTail', () => {
  it('holds the last lines, a late final chunk included, once the stream has ended', async () => {
    const stream = new PassThrough();
    const tail = stderrTail(stream, 2);
    stream.write('one\ntwo\n');
    setTimeout(() => stream.end('three'), 50);
    await tail.ended;
    expect(tail.lines()).toEqual(['two', 'three']);
  });

  it('has nothing to wait for without a stream', async () => {
    const tail = stderrTail(null);
    await tail.ended;
    expect(tail.lines()).toEqual([]);
  });
});
