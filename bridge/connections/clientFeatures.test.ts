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
