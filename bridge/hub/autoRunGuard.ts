// Limits what the AI can make run without a click within one human turn (from the user's own message until the
// next one): at most AUTO_RUNS_PER_TURN automatic runs, and the same call (tool + arguments) at most
// REPEATS_BEFORE_ASKING - 1 times. Past either limit the call asks, and the turn's agent mode pauses.
//
// It lives in the hub, not the page: the hub sees every call and decides whether one runs automatically, so
// the limit holds whatever the page runtime does. The page only says which turn a call belongs to (it sees the
// user send); a page that forges turns gains nothing the AI's text could not, and "ask" / "off" still hold.
import type { CallMeta } from '../protocol/types';
import { LruMap } from '../format/lruMap';

export const AUTO_RUNS_PER_TURN = 10;
export const REPEATS_BEFORE_ASKING = 3;
const REMEMBERED_TURNS = 100;
const MAX_SIGNATURES = 500;

interface TurnState {
  autoRuns: number;
  /** How often each call (tool + arguments) came in this turn. */
  repeats: Map<string, number>;
  /** Why agent mode paused in this turn; every later call of the turn asks. */
  paused?: string;
}

export interface GuardedCall {
  origin: string | undefined;
  meta: CallMeta | undefined;
  exposedName: string;
  args: Record<string, unknown>;
  /** The tool's policy and settings would run it without a click. */
  automatic: boolean;
}

export class AutoRunGuard {
  private readonly turns = new LruMap<string, TurnState>(REMEMBERED_TURNS);

  /** Counts a chat call; returns why it must ask although it would run automatically, if it must. */
  admit(call: GuardedCall): string | undefined {
    const turn = this.turn(call);
    const signature = `${call.exposedName}\u0000${stableJson(call.args)}`;
    const seen = (turn.repeats.get(signature) ?? 0) + 1;
    turn.repeats.set(signature, seen);
    // A page that floods distinct calls must not grow the hub's memory without bound.
    if (turn.repeats.size > MAX_SIGNATURES) turn.repeats.delete(turn.repeats.keys().next().value as string);
    if (seen >= REPEATS_BEFORE_ASKING)
      turn.paused = `Repeated ${seen} times since your last message, so agent mode paused: is the AI stuck in a loop?`;
    else if (call.automatic && !turn.paused && turn.autoRuns >= AUTO_RUNS_PER_TURN)
      turn.paused = `${AUTO_RUNS_PER_TURN} automatic runs since your last message, so agent mode paused: later calls ask.`;
    if (turn.paused) return turn.paused;
    if (call.automatic) turn.autoRuns++;
    return undefined;
  }

  /** Why agent mode is paused in this call's turn, if it is. */
  pausedFor(origin: string | undefined, meta: CallMeta | undefined): string | undefined {
    return this.turns.get(turnKey(origin, meta))?.paused;
  }

  private turn(call: GuardedCall): TurnState {
    const key = turnKey(call.origin, call.meta);
    let turn = this.turns.get(key);
    if (!turn) {
      turn = { autoRuns: 0, repeats: new Map() };
      this.turns.set(key, turn);
    }
    return turn;
  }
}

/** A call without a turn (an older page runtime) shares one budget per conversation. */
function turnKey(origin: string | undefined, meta: CallMeta | undefined): string {
  return `${origin ?? ''}\n${meta?.turn ?? `conversation:${meta?.conversation ?? ''}`}`;
}

/** JSON with object keys sorted, so the same arguments in another order are the same call. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
