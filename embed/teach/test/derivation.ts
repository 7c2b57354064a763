// Test kit: the picker's derivation as the page runs it (derive.ts: summaries out, candidates checked on the page)
// with the sidebar's derivation (bridge/teach) answering at once instead of over the channel.
import { deriveSelectors } from '../../../bridge/teach/derive';
import { signalSelector } from '../../../bridge/teach/signal';
import { chainOf, derivation } from '../derive';

const now = derivation(deriveSelectors) as {
  messageRoot(clicked: Element): Element;
  deriveSelector(target: Element): string | undefined;
  deriveMessageSelector(answer: Element, exclude?: readonly Element[]): string | undefined;
};

export const { messageRoot, deriveSelector, deriveMessageSelector } = now;

/** The streaming signal's selector for what the user pointed at, from its summary as the sidebar reads it. */
export const deriveSignalSelector = (pointed: Element): string | undefined =>
  signalSelector(chainOf(pointed));
