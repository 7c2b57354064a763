// Pending approvals: the hub waits on a promise per call, and only a Run/Reject click in this window
// resolves it. The resolvers live here (functions don't belong in the store); the store only knows
// which calls are waiting, so the cards can show their buttons.
import type { AppStore } from '../../shell/store';

export class Approvals {
  private readonly waiting = new Map<string, (approved: boolean) => void>();

  constructor(private readonly store: AppStore) {}

  request(callId: string, signal: AbortSignal): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      if (signal.aborted) return resolve(false);
      const finish = (approved: boolean) => {
        if (!this.waiting.has(callId)) return;
        this.waiting.delete(callId);
        signal.removeEventListener('abort', onAbort);
        this.store.getState().setAwaitingApproval(callId, false);
        resolve(approved);
      };
      const onAbort = () => finish(false);
      this.waiting.set(callId, finish);
      signal.addEventListener('abort', onAbort, { once: true });
      this.store.getState().setAwaitingApproval(callId, true);
    });
  }

  /** Returns false when the call is no longer waiting (already decided, cancelled or from another window). */
  decide(callId: string, approved: boolean): boolean {
    const finish = this.waiting.get(callId);
    if (!finish) return false;
    finish(approved);
    return true;
  }
}
