import { describe, expect, it } from 'vitest';
// The page's summary of what the user pointed at, read by signalSelector (./signal).
import { deriveSignalSelector } from '../../embed/teach/test/derivation';

function page(body: string): Document {
  return new DOMParser().parseFromString(`<!doctype html><body>${body}</body>`, 'text/html');
}

describe('deriveSignalSelector', () => {
  it('names a stop control by its test id or label', () => {
    const doc = page('<button data-testid="stop-button" class="css-1abc2de"><svg></svg></button>');
    expect(deriveSignalSelector(doc.querySelector('button')!)).toBe('[data-testid="stop-button"]');
  });

  it('keeps a state class with the control it is on, so the idle control does not match', () => {
    const doc = page('<div class="send-button-container stop"><svg class="send-icon"></svg></div>');
    expect(deriveSignalSelector(doc.querySelector('div')!)).toBe('.send-button-container.stop');
  });

  it('finds a streaming flag set to true around the answer being written, and not a text class', () => {
    const doc = page('<div data-is-streaming="true"><div><p class="break-words">Writing…</p></div></div>');
    expect(deriveSignalSelector(doc.querySelector('p')!)).toBe('[data-is-streaming="true"]');
    const done = page('<div data-is-streaming="false"><p class="break-words">Done</p></div>');
    expect(deriveSignalSelector(done.querySelector('p')!)).toBeUndefined();
  });
});
