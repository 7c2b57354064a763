// The life of one call: pending (approval) -> running -> done | error | rejected.
// Calls live in the hub, not in the page request, so a page that reconnects with the same
// call key gets the first call's outcome instead of running the tool a second time.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { AGENT_PAUSED_META_KEY } from '../protocol/constants';
import type { CallMeta } from '../protocol/types';
import { AutoRunGuard } from './autoRunGuard';
import { REJECTED_MESSAGE, failedMessage, textResult } from './callMessages';
import { checkToolResult } from './checkToolResult';
import { LruMap } from './lruMap';
import type { CallRecord, HubHost, HubTool } from './types';

export interface StartCall {
  source: CallRecord['source'];
  tool: HubTool;
  args: Record<string, unknown>;
  /** False only when a sidebar click already decided (manual run, Retry). */
  needsApproval: boolean;
  origin?: string;
  meta?: CallMeta;
}

/** Status line for the page while a call is open: "Waiting for approval…", "Running…", progress. */
export type CallListener = (message: string) => void;

export interface CallEntry {
  readonly record: CallRecord;
  tool: HubTool;
  outcome: Promise<CallToolResult>;
  statusMessage: string;
  readonly listeners: Set<CallListener>;
}

const REMEMBERED_CALLS = 500;

export class CallRunner {
  private readonly byId = new LruMap<string, CallEntry>(REMEMBERED_CALLS);
  private readonly byKey = new LruMap<string, CallEntry>(REMEMBERED_CALLS);
  private readonly inFlight = new Set<AbortController>();
  private readonly guard = new AutoRunGuard();

  constructor(
    private readonly host: HubHost,
    private readonly callTimeoutMs: number,
  ) {}

  /** The call a page already made with this key (keys are scoped per origin). */
  findByKey(origin: string, key: string): CallEntry | undefined {
    return this.byKey.get(scopedKey(origin, key));
  }

  /**
   * Registers the call synchronously (so a concurrent duplicate finds it), then runs it. A chat call past its
   * turn's budget, or repeated in a loop, asks instead of running automatically (see autoRunGuard.ts).
   */
  start(input: StartCall): CallEntry {
    const reason =
      input.source === 'chat'
        ? this.guard.admit({
            origin: input.origin,
            meta: input.meta,
            exposedName: input.tool.exposedName,
            args: input.args,
            automatic: !input.needsApproval,
          })
        : undefined;
    const needsApproval = input.needsApproval || reason !== undefined;
    const record: CallRecord = {
      id: crypto.randomUUID(),
      source: input.source,
      exposedName: input.tool.exposedName,
      serverId: input.tool.serverId,
      toolName: input.tool.name,
      args: input.args,
      status: needsApproval ? 'pending' : 'running',
      startedAt: Date.now(),
    };
    if (reason !== undefined) record.reason = reason;
    if (input.origin !== undefined) record.origin = input.origin;
    if (input.meta !== undefined) record.meta = input.meta;
    const entry: CallEntry = {
      record,
      tool: input.tool,
      outcome: Promise.resolve(textResult('', false)),
      statusMessage: '',
      listeners: new Set(),
    };
    this.byId.set(record.id, entry);
    if (input.meta !== undefined && input.origin !== undefined)
      this.byKey.set(scopedKey(input.origin, input.meta.key), entry);
    const outcome = this.run(entry, needsApproval);
    entry.outcome =
      input.source === 'chat' ? outcome.then((result) => this.markPaused(input, result)) : outcome;
    return entry;
  }

  /** Runs a failed or rejected call again; the Retry click is the user's approval. */
  async retry(
    callRecordId: string,
    currentTool: (entry: CallEntry) => HubTool | undefined,
  ): Promise<CallRecord> {
    const entry = this.byId.get(callRecordId);
    if (!entry) throw new Error(`There is no call ${callRecordId} to retry; it may be too old.`);
    const { status } = entry.record;
    if (status === 'pending' || status === 'running')
      throw new Error('This call is still open; wait for it to finish.');
    if (status === 'done')
      throw new Error('This call already succeeded; only failed or rejected calls can be retried.');
    const tool = currentTool(entry);
    if (!tool)
      throw new Error(`Tool ${entry.record.exposedName} is no longer available; reconnect its server first.`);
    entry.tool = tool;
    const record = entry.record;
    delete record.result;
    delete record.error;
    delete record.retryable;
    delete record.progress;
    delete record.endedAt;
    record.startedAt = Date.now();
    entry.outcome = this.run(entry, false);
    await entry.outcome;
    return snapshot(record);
  }

  /** Tells the page that agent mode paused in this call's turn, so it writes the results back without sending. */
  private markPaused(input: StartCall, result: CallToolResult): CallToolResult {
    const paused = this.guard.pausedFor(input.origin, input.meta);
    if (paused === undefined) return result;
    return { ...result, _meta: { ...result._meta, [AGENT_PAUSED_META_KEY]: paused } };
  }

  /** Stops waiting for approvals and abandons running tools (the hub is closing). */
  abortAll(reason: string): void {
    for (const controller of this.inFlight) controller.abort(new Error(reason));
  }

  private async run(entry: CallEntry, needsApproval: boolean): Promise<CallToolResult> {
    const controller = new AbortController();
    this.inFlight.add(controller);
    const name = entry.record.exposedName;
    try {
      if (needsApproval) {
        this.update(
          entry,
          { status: 'pending' },
          `Waiting for approval of ${name} in the MCP Multi Bridge sidebar`,
        );
        const approved = await untilAborted(
          this.host.requestApproval(snapshot(entry.record), controller.signal),
          controller.signal,
        );
        if (!approved) {
          this.update(entry, { status: 'rejected', endedAt: Date.now() }, REJECTED_MESSAGE);
          return textResult(REJECTED_MESSAGE, true);
        }
      }
      this.update(entry, { status: 'running' }, `Running ${name}`);
      const result = checkToolResult(await this.execute(entry, controller));
      this.update(entry, { status: 'done', result, endedAt: Date.now() }, `Finished ${name}`);
      return result;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const retryable = (error as { retryable?: unknown } | null)?.retryable;
      const patch: Partial<CallRecord> = { status: 'error', error: reason, endedAt: Date.now() };
      if (typeof retryable === 'boolean') patch.retryable = retryable;
      this.update(entry, patch, failedMessage(name, reason));
      return textResult(failedMessage(name, reason), true);
    } finally {
      this.inFlight.delete(controller);
    }
  }

  /** host.execute raced against the hub's timeout and close, in case the executor ignores the signal. */
  private async execute(entry: CallEntry, controller: AbortController): Promise<CallToolResult> {
    const seconds = Math.round(this.callTimeoutMs / 1000);
    // Not retryable: the tool may have run even though no answer came back.
    const timeout = Object.assign(
      new Error(`no answer within ${seconds} s; it may still have run on its server`),
      {
        retryable: false,
      },
    );
    const timer = setTimeout(() => controller.abort(timeout), this.callTimeoutMs);
    let settled = false;
    const onProgress = (progress: NonNullable<CallRecord['progress']>) => {
      if (settled) return;
      this.update(entry, { progress: { ...progress } }, progressMessage(entry.record.exposedName, progress));
    };
    try {
      const running = this.host.execute(entry.tool, { ...entry.record.args }, controller.signal, onProgress);
      return await untilAborted(running, controller.signal);
    } finally {
      settled = true;
      clearTimeout(timer);
    }
  }

  private update(entry: CallEntry, patch: Partial<CallRecord>, message: string): void {
    Object.assign(entry.record, patch);
    entry.statusMessage = message;
    this.host.recordCall(snapshot(entry.record));
    for (const listener of entry.listeners) listener(message);
  }
}

/** The host gets a fresh object per change, so stores that compare by reference see it. */
export function snapshot(record: CallRecord): CallRecord {
  const copy: CallRecord = { ...record, args: { ...record.args } };
  if (record.progress) copy.progress = { ...record.progress };
  return copy;
}

function progressMessage(name: string, progress: NonNullable<CallRecord['progress']>): string {
  const amount =
    progress.total !== undefined ? `${progress.progress}/${progress.total}` : `${progress.progress}`;
  return progress.message ? `Running ${name}: ${amount} ${progress.message}` : `Running ${name}: ${amount}`;
}

/** Settles with the promise, or rejects once the signal aborts (a host may ignore the signal). */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function scopedKey(origin: string, key: string): string {
  return `${origin}\n${key}`;
}
