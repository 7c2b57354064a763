// The questions servers put to the user while a call runs (elicitation), waiting for an answer in the sidebar.
// One queue for every source: today the server's own `elicitation/create` request (elicitation.ts); under the
// 2026-07-28 protocol, the input requests of an `input_required` result, which the SDK hands to the same
// registered handler before it retries the call. The UI reads only this queue, so it does not change then.
import type { ElicitResult } from '@modelcontextprotocol/client';

/** A form: the server's flat JSON schema of the values it wants. */
export interface FormElicitation {
  mode: 'form';
  message: string;
  requestedSchema: Record<string, unknown>;
}

/** A page to open in the browser (sign-in, payment): the values never pass through the client at all. */
export interface UrlElicitation {
  mode: 'url';
  message: string;
  url: string;
  elicitationId: string;
}

export type ElicitationAsk = FormElicitation | UrlElicitation;

export interface PendingElicitation {
  id: string;
  serverId: string;
  /** The call it belongs to, once matched (the running call on that server); none for a standalone one. */
  callId?: string;
  ask: ElicitationAsk;
  receivedAt: number;
  /** A URL the user chose to open: shown until the server says it is done, or the user dismisses it. */
  opened?: true;
}

export const DECLINE: ElicitResult = { action: 'decline' };
export const CANCEL: ElicitResult = { action: 'cancel' };

/**
 * A question nobody answers is cancelled then, so neither the server nor the card waits for ever. The call's
 * own timeout pauses meanwhile (callTimer.ts); this stays under the hub's 5-minute limit on any call, so the
 * question, not the call, ends first.
 */
export const ELICITATION_TIMEOUT_MS = 4 * 60_000;
/** Questions one server may have waiting at once: a server that floods the sidebar gets an error instead. */
export const MAX_WAITING_PER_SERVER = 5;

interface Waiting {
  resolve(result: ElicitResult): void;
  cleanup(): void;
}

export class ElicitationQueue {
  private items: readonly PendingElicitation[] = [];
  private readonly waiting = new Map<string, Waiting>();
  private readonly listeners = new Set<() => void>();
  private nextId = 0;

  constructor(private readonly timeoutMs = ELICITATION_TIMEOUT_MS) {}

  /** Waits for the user; a cancelled request (the server gave up, the call ended) or a timeout is `cancel`. */
  ask(serverId: string, ask: ElicitationAsk, signal?: AbortSignal): Promise<ElicitResult> {
    const waiting = this.items.filter((item) => item.serverId === serverId && !item.opened).length;
    if (waiting >= MAX_WAITING_PER_SERVER)
      return Promise.reject(
        new Error(
          `${MAX_WAITING_PER_SERVER} questions from this server already wait for the user; ask again once they are answered.`,
        ),
      );
    const id = `input-${++this.nextId}`;
    return new Promise<ElicitResult>((resolve) => {
      if (signal?.aborted) return resolve(CANCEL);
      const onAbort = () => this.answer(id, CANCEL);
      const timer = setTimeout(onAbort, this.timeoutMs);
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiting.set(id, {
        resolve,
        cleanup: () => {
          clearTimeout(timer);
          signal?.removeEventListener('abort', onAbort);
        },
      });
      this.set([...this.items, { id, serverId, ask, receivedAt: Date.now() }]);
    });
  }

  /**
   * Sends the answer once; false when the question is no longer waiting. An accepted URL stays listed as
   * opened, until the server's completion notice or a dismiss.
   */
  answer(id: string, result: ElicitResult): boolean {
    const waiting = this.waiting.get(id);
    if (!waiting) return false;
    this.waiting.delete(id);
    waiting.cleanup();
    const item = this.items.find((entry) => entry.id === id);
    const keep = item?.ask.mode === 'url' && result.action === 'accept';
    this.set(
      keep
        ? this.items.map((entry) => (entry.id === id ? { ...entry, opened: true as const } : entry))
        : this.items.filter((entry) => entry.id !== id),
    );
    waiting.resolve(result);
    return true;
  }

  /** `notifications/elicitation/complete`: the page's step is done; a card still asking closes as cancelled. */
  complete(serverId: string, elicitationId: string): void {
    for (const item of this.items)
      if (item.serverId === serverId && item.ask.mode === 'url' && item.ask.elicitationId === elicitationId) {
        if (!this.answer(item.id, CANCEL)) this.dismiss(item.id);
      }
  }

  /** Removes an opened URL's card (nothing is waiting on it any more). */
  dismiss(id: string): void {
    if (this.waiting.has(id)) return;
    this.set(this.items.filter((entry) => entry.id !== id));
  }

  /** Ties a question to the call it came with (see app/features/elicitation/elicitations.ts for the matching). */
  link(id: string, callId: string): void {
    this.set(this.items.map((entry) => (entry.id === id ? { ...entry, callId } : entry)));
  }

  /** Shows a question on its own again (its call ended, but it may belong to another call or none). */
  unlink(id: string): void {
    this.set(
      this.items.map((entry) => {
        if (entry.id !== id || entry.callId === undefined) return entry;
        const { callId: _tied, ...standalone } = entry;
        return standalone;
      }),
    );
  }

  /** The call ended (done, failed, cancelled): its questions end with it. */
  endCall(callId: string): void {
    for (const item of this.items)
      if (item.callId === callId) {
        if (!this.answer(item.id, CANCEL)) this.dismiss(item.id);
      }
  }

  /** Every question ends as cancelled (the window is going away). */
  close(): void {
    for (const id of [...this.waiting.keys()]) this.answer(id, CANCEL);
    this.set([]);
  }

  /** Whether a question from this server still waits for the user's answer. */
  isWaiting(serverId: string): boolean {
    return this.items.some((item) => item.serverId === serverId && this.waiting.has(item.id));
  }

  /** The same array until something changes (for useSyncExternalStore). */
  list(): readonly PendingElicitation[] {
    return this.items;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private set(items: readonly PendingElicitation[]): void {
    this.items = items;
    for (const listener of [...this.listeners]) listener();
  }
}
