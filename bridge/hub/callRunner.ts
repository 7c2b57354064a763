// The one pipeline every run goes through (a chat call, a manual run, a Retry): arguments checked -> (a fresh
// chat call: grant and policy asked again, chatGate.ts) -> (approval) -> running -> done | error | rejected,
// with a cancel per call.
// Calls live in the hub, not in the page request, so a page that reconnects with the same
// call key gets the first call's outcome instead of running the tool a second time.
import type { CallToolResult } from '@modelcontextprotocol/server';
import { AGENT_PAUSED_META_KEY } from '../protocol/constants';
import type { CallMeta } from '../protocol/types';
import { checkArguments, hasErrors } from '../schema/check';
import { AutoRunGuard } from './autoRunGuard';
import {
  CANCELLED_MESSAGE,
  REJECTED_MESSAGE,
  failedMessage,
  refusalMessage,
  textResult,
} from './callMessages';
import { gateAppCall, gateChatCall, type ChatGate } from './chatGate';
import { checkToolResult } from './checkToolResult';
import { LruMap } from '../format/lruMap';
import { isSchemaLookup } from './schemaLookupTool';
import type { ArgumentErrors, ArgumentValidator } from '../schema/validate';
import type { CallRecord, HubHost, HubTool } from './types';

export interface StartCall {
  source: CallRecord['source'];
  tool: HubTool;
  /** As written (by the AI or in the form); the pipeline coerces and validates them. */
  args: Record<string, unknown>;
  origin?: string;
  meta?: CallMeta;
}

/** Status line for the page while a call is open: "Waiting for approval…", "Running…", progress. */
export type CallListener = (message: string) => void;

export interface CallEntry {
  readonly record: CallRecord;
  tool: HubTool;
  outcome: Promise<CallToolResult>;
  /** The argument check's verdict (no keys when the call went on); a manual run answers its form with it. */
  checked: Promise<ArgumentErrors>;
  statusMessage: string;
  readonly listeners: Set<CallListener>;
  /** Set while the call is open: Cancel, the timeout and the hub's close abort it. */
  controller?: AbortController;
}

export interface CallRunnerOptions {
  callTimeoutMs: number;
  validate: ArgumentValidator;
}

/** How a run goes: a fresh chat call is gated, may ask and counts against the turn's budget; a Retry is a click. */
interface Plan {
  retry: boolean;
}

const REMEMBERED_CALLS = 500;

export class CallRunner {
  private readonly byId = new LruMap<string, CallEntry>(REMEMBERED_CALLS);
  private readonly byKey = new LruMap<string, CallEntry>(REMEMBERED_CALLS);
  private readonly inFlight = new Set<AbortController>();
  private readonly guard = new AutoRunGuard();

  constructor(
    private readonly host: HubHost,
    private readonly options: CallRunnerOptions,
  ) {}

  /** The call a page already made with this key (keys are scoped per origin). */
  findByKey(origin: string, key: string): CallEntry | undefined {
    return this.byKey.get(scopedKey(origin, key));
  }

  /** Registers the call synchronously (so a concurrent duplicate finds it), then runs it. */
  start(input: StartCall): CallEntry {
    const record: CallRecord = {
      id: crypto.randomUUID(),
      source: input.source,
      exposedName: input.tool.exposedName,
      serverId: input.tool.serverId,
      toolName: input.tool.name,
      args: input.args,
      // Shown to no one until the arguments pass: the first update sets the real status.
      status: 'pending',
      startedAt: Date.now(),
    };
    if (input.origin !== undefined) record.origin = input.origin;
    if (input.meta !== undefined) record.meta = input.meta;
    const entry = this.register(record, input.tool);
    this.launch(entry, { retry: false });
    return entry;
  }

  /**
   * Runs a failed or rejected call again on its card; the Retry click is the user's approval, and the
   * arguments are checked again (the schema may have changed). `stored` is the store's card of a call
   * this hub no longer knows (an earlier session, another hub); it runs under the same id.
   */
  async retry(
    callRecordId: string,
    currentTool: (record: CallRecord) => HubTool | undefined,
    stored?: CallRecord,
  ): Promise<CallRecord> {
    const known = this.byId.get(callRecordId);
    const record = known?.record ?? (stored?.id === callRecordId ? stored : undefined);
    if (!record) throw new Error(`There is no call ${callRecordId} to retry; it may be too old.`);
    if (record.status === 'pending' || record.status === 'running' || known?.controller)
      throw new Error('This call is still open; wait for it to finish.');
    if (record.status === 'done')
      throw new Error('This call already succeeded; only failed or rejected calls can be retried.');
    // A call that may have run (no answer in time, interrupted) or that can't run as written is not run again.
    if (record.retryable === false)
      throw new Error(
        `This call can't be retried: ${record.error ?? 'it may have run already'}. Run the tool from its form if you mean to.`,
      );
    const tool = currentTool(record);
    if (!tool)
      throw new Error(`Tool ${record.exposedName} is no longer available; reconnect its server first.`);
    const entry = known ?? this.register(snapshot(record), tool);
    entry.tool = tool;
    const fresh = entry.record;
    for (const key of ['result', 'error', 'retryable', 'progress', 'endedAt', 'reason'] as const)
      delete fresh[key];
    fresh.startedAt = Date.now();
    this.launch(entry, { retry: true });
    await entry.outcome;
    return snapshot(fresh);
  }

  /** Stops an open call; its server gets notifications/cancelled. False when no such call is open here. */
  cancel(callRecordId: string): boolean {
    const controller = this.byId.get(callRecordId)?.controller;
    if (!controller) return false;
    controller.abort(Object.assign(new Error(CANCELLED_MESSAGE), { retryable: true }));
    return true;
  }

  /** Whether the call is open in this hub (checking, waiting for approval, running), so it can be cancelled. */
  isOpen(callRecordId: string): boolean {
    return this.byId.get(callRecordId)?.controller !== undefined;
  }

  /** Stops waiting for approvals and abandons running tools (the hub is closing). */
  abortAll(reason: string): void {
    for (const controller of this.inFlight) controller.abort(new Error(reason));
  }

  private register(record: CallRecord, tool: HubTool): CallEntry {
    const entry: CallEntry = {
      record,
      tool,
      outcome: Promise.resolve(textResult('', false)),
      checked: Promise.resolve({}),
      statusMessage: `Checking the arguments of ${record.exposedName}`,
      listeners: new Set(),
    };
    this.byId.set(record.id, entry);
    if (record.meta !== undefined && record.origin !== undefined)
      this.byKey.set(scopedKey(record.origin, record.meta.key), entry);
    return entry;
  }

  private launch(entry: CallEntry, plan: Plan): void {
    let settleCheck: (errors: ArgumentErrors) => void = () => undefined;
    entry.checked = new Promise((resolve) => (settleCheck = resolve));
    const outcome = this.run(entry, plan, settleCheck);
    // A fresh chat call tells the page when its turn's agent mode paused.
    entry.outcome =
      entry.record.source === 'chat' && !plan.retry
        ? outcome.then((result) => this.markPaused(entry.record, result))
        : outcome;
  }

  /** Tells the page that agent mode paused in this call's turn, so it writes the results back without sending. */
  private markPaused(record: CallRecord, result: CallToolResult): CallToolResult {
    const paused = this.guard.pausedFor(record.origin, record.meta);
    if (paused === undefined) return result;
    return { ...result, _meta: { ...result._meta, [AGENT_PAUSED_META_KEY]: paused } };
  }

  private async run(
    entry: CallEntry,
    plan: Plan,
    settleCheck: (errors: ArgumentErrors) => void,
  ): Promise<CallToolResult> {
    const controller = new AbortController();
    entry.controller = controller;
    this.inFlight.add(controller);
    try {
      return await this.pipeline(entry, plan, settleCheck, controller);
    } finally {
      this.release(entry);
    }
  }

  private release(entry: CallEntry): void {
    if (entry.controller) this.inFlight.delete(entry.controller);
    delete entry.controller;
  }

  private async pipeline(
    entry: CallEntry,
    plan: Plan,
    settleCheck: (errors: ArgumentErrors) => void,
    controller: AbortController,
  ): Promise<CallToolResult> {
    const { record } = entry;
    const name = record.exposedName;
    try {
      const check = await untilAborted(
        checkArguments(entry.tool.inputSchema, record.args, this.options.validate),
        controller.signal,
      );
      settleCheck(check.errors);
      if (hasErrors(check.errors)) return this.refuse(entry, check.errors, plan);
      record.args = check.args;
    } catch (error) {
      settleCheck({});
      return this.fail(entry, error);
    }
    const gate = this.gate(entry, plan);
    // Thrown, not answered: the page's request fails as it does for a page that was never allowed.
    if (gate.verdict === 'not-granted') throw gate.error;
    if (gate.verdict === 'refused') {
      entry.statusMessage = gate.message;
      return textResult(gate.message, true);
    }
    try {
      const reason = this.admit(entry, plan, gate.needsApproval);
      if (reason !== undefined) record.reason = reason;
      if (gate.needsApproval || reason !== undefined) {
        this.update(
          entry,
          { status: 'pending' },
          `Waiting for approval of ${name} in the MCP Multi Bridge sidebar`,
        );
        const approved = await untilAborted(
          this.host.requestApproval(snapshot(record), controller.signal),
          controller.signal,
        );
        if (!approved) {
          this.update(entry, { status: 'rejected', endedAt: Date.now() }, REJECTED_MESSAGE);
          return textResult(REJECTED_MESSAGE, true);
        }
      }
      this.update(entry, { status: 'running' }, `Running ${name}`);
      const raw = await this.execute(entry, controller);
      const result = checkToolResult(raw);
      this.update(entry, { status: 'done', result, endedAt: Date.now() }, `Finished ${name}`);
      return result;
    } catch (error) {
      return this.fail(entry, error);
    }
  }

  /**
   * A fresh chat call is asked again, after its check, whether its page is still allowed and what its tool's
   * policy is now; the user's latest choice decides. Manual runs and Retry are clicks in our window: they run.
   */
  private gate(entry: CallEntry, plan: Plan): ChatGate {
    const { record, tool } = entry;
    if (record.source === 'manual' || plan.retry) return { verdict: 'run', tool, needsApproval: false };
    const current = this.host
      .tools()
      .find((candidate) => candidate.serverId === tool.serverId && candidate.name === tool.name);
    if (record.source === 'app') return gateAppCall(this.host, current, record.exposedName);
    return gateChatCall(this.host, record.origin, current, record.exposedName);
  }

  /** The call ended in an error (thrown by the tool, the timeout, Cancel or the hub's close); its card says why. */
  private fail(entry: CallEntry, error: unknown): CallToolResult {
    const name = entry.record.exposedName;
    const reason = error instanceof Error ? error.message : String(error);
    const retryable = (error as { retryable?: unknown } | null)?.retryable;
    const patch: Partial<CallRecord> = { status: 'error', error: reason, endedAt: Date.now() };
    if (typeof retryable === 'boolean') patch.retryable = retryable;
    this.update(entry, patch, failedMessage(name, reason));
    return textResult(failedMessage(name, reason), true);
  }

  /**
   * A fresh chat call that would run without a click counts against its turn's budget; past it, or repeated
   * in a loop, it asks (see autoRunGuard.ts). Manual runs and Retry are the user's clicks: they never count.
   */
  private admit(entry: CallEntry, plan: Plan, needsApproval: boolean): string | undefined {
    if (entry.record.source !== 'chat' || plan.retry) return undefined;
    return this.guard.admit({
      origin: entry.record.origin,
      meta: entry.record.meta,
      exposedName: entry.record.exposedName,
      args: entry.record.args,
      // A describe_tools look-up reads only what tools/list already gives a granted page: it spends none of the
      // turn's automatic runs (a look-up per tool would halve them), but repeats still ask.
      automatic: !needsApproval && !isSchemaLookup(entry.tool),
    });
  }

  /** Invalid arguments: the caller (the AI, the form) hears why. Only a Retry already has a card to show it on. */
  private refuse(entry: CallEntry, errors: ArgumentErrors, plan: Plan): CallToolResult {
    const message = refusalMessage(entry.tool, errors);
    if (plan.retry)
      this.update(entry, { status: 'error', error: message, retryable: false, endedAt: Date.now() }, message);
    else entry.statusMessage = message;
    return textResult(message, true);
  }

  /** host.execute raced against the hub's timeout, Cancel and close, in case the executor ignores the signal. */
  private async execute(entry: CallEntry, controller: AbortController): Promise<CallToolResult> {
    const { callTimeoutMs } = this.options;
    const seconds = Math.round(callTimeoutMs / 1000);
    // Not retryable: the tool may have run even though no answer came back.
    const timeout = Object.assign(
      new Error(`no answer within ${seconds} s; it may still have run on its server`),
      { retryable: false },
    );
    const timer = setTimeout(() => controller.abort(timeout), callTimeoutMs);
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
    // An ended call is no longer open before anyone hears it ended: its card must not offer Cancel.
    if (patch.status === 'done' || patch.status === 'error' || patch.status === 'rejected')
      this.release(entry);
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
