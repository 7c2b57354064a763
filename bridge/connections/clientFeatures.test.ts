import { describe, expect, it } from 'vitest';
import type { Client, Transport } from '@modelcontextprotocol/client';
import { combineFeatures } from './clientFeatures';

describe('combineFeatures', () => {
  it('merges capabilities deeply and attaches every part in order', () => {
    const order: string[] = [];
    const combined = combineFeatures([
      { capabilities: { elicitation: { form: {} } }, attach: () => order.push('form') },
      { capabilities: { elicitation: { url: {} }, roots: {} }, attach: () => order.push('url') },
    ]);
    expect(combined.capabilities).toEqual({ elicitation: { form: {}, url: {} }, roots: {} });
    combined.attach({} as Client);
    expect(order).toEqual(['form', 'url']);
  });

  it("gathers each part's list-changed handlers, so prompts and resources can come from two features", () => {
    const prompts = { onChanged: () => undefined };
    const resources = { onChanged: () => undefined };
    const combined = combineFeatures([
      { capabilities: {}, attach: () => undefined, listChanged: { prompts } },
      { capabilities: {}, attach: () => undefined },
      { capabilities: {}, attach: () => undefined, listChanged: { resources } },
    ]);
    expect(combined.listChanged).toEqual({ prompts, resources });
  });
});

describe('combineFeatures wrapTransport', () => {
  it('wraps the transport through every part that wraps, in order, and leaves it alone otherwise', () => {
    const inner = { name: 'inner' } as unknown as Transport;
    const wrapped = combineFeatures([
      {
        capabilities: {},
        attach: () => undefined,
        wrapTransport: (t) => ({ ...t, first: true }) as Transport,
      },
      { capabilities: {}, attach: () => undefined },
      {
        capabilities: {},
        attach: () => undefined,
        wrapTransport: (t) => ({ ...t, second: true }) as Transport,
      },
    ]).wrapTransport!(inner);
    expect(wrapped).toEqual({ name: 'inner', first: true, second: true });
    expect(combineFeatures([]).wrapTransport!(inner)).toBe(inner);
  });
});

describe('combineFeatures waitsForUser', () => {
  /** A part whose waiting the test sets by hand. */
  function waitingPart() {
    const listeners = new Set<(waiting: boolean) => void>();
    return {
      set: (waiting: boolean) => listeners.forEach((listener) => listener(waiting)),
      listening: () => listeners.size,
      feature: {
        capabilities: {},
        attach: () => undefined,
        waitsForUser: (listener: (waiting: boolean) => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
  }

  it('waits while any part waits, says each change once, and stops listening to every part', () => {
    const a = waitingPart();
    const b = waitingPart();
    const combined = combineFeatures([a.feature, { capabilities: {}, attach: () => undefined }, b.feature]);
    const heard: boolean[] = [];
    const stop = combined.waitsForUser!((waiting) => heard.push(waiting));
    a.set(true);
    b.set(true); // still waiting: nothing new to say
    a.set(false); // b still waits
    expect(heard).toEqual([true]);
    b.set(false);
    expect(heard).toEqual([true, false]);
    b.set(true);
    expect(heard).toEqual([true, false, true]);
    stop();
    expect([a.listening(), b.listening()]).toEqual([0, 0]);
  });
});
