// The protocol log of every server: a ring buffer per server, in memory only. Recording costs no render:
// listeners exist only while a log view is open, and they hear at most one change per NOTIFY_MS. Messages
// are described after the task that carried them (recordLater), so a call's answer never waits for its log.
import { DEFAULT_LOG_LIMITS, type NewLogEntry, type ProtocolLogEntry, type ProtocolLogLimits } from './types';

const NOTIFY_MS = 100;
/** Messages waiting to be written out; past this many they are written at once, so the wait holds little. */
const MAX_PENDING = 64;

/** A fixed-size ring: O(1) per message, and the newest `capacity` entries in order on demand. */
class Ring {
  private readonly slots: Array<ProtocolLogEntry | undefined>;
  private start = 0;
  size = 0;
  /** Entries pushed out since the last clear. */
  dropped = 0;

  constructor(private readonly capacity: number) {
    this.slots = new Array<ProtocolLogEntry | undefined>(capacity);
  }

  push(entry: ProtocolLogEntry): void {
    if (this.size < this.capacity) {
      this.slots[(this.start + this.size) % this.capacity] = entry;
      this.size++;
      return;
    }
    this.slots[this.start] = entry;
    this.start = (this.start + 1) % this.capacity;
    this.dropped++;
  }

  toArray(): ProtocolLogEntry[] {
    const out: ProtocolLogEntry[] = [];
    for (let i = 0; i < this.size; i++) out.push(this.slots[(this.start + i) % this.capacity]!);
    return out;
  }
}

interface ServerLog {
  ring: Ring;
  /** The ordered entries as last read; rebuilt only after a change, so a view can compare by reference. */
  snapshot?: readonly ProtocolLogEntry[];
  listeners: Set<() => void>;
  timer?: ReturnType<typeof setTimeout>;
  /** The server was removed while a view showed its log: dropped when the last view closes. */
  forgotten?: true;
}

const EMPTY: readonly ProtocolLogEntry[] = Object.freeze([]);

export class ProtocolLog {
  private readonly servers = new Map<string, ServerLog>();
  private seq = 0;
  /** Entries described later, in the order their messages passed; every read writes them out first. */
  private pending: { serverId: string; describe: () => NewLogEntry }[] = [];
  private drainScheduled = false;

  constructor(readonly limits: ProtocolLogLimits = DEFAULT_LOG_LIMITS) {}

  /**
   * Records an entry described in a task of its own: a message's redacted JSON costs more than the hub's own
   * work for a call, and the call's answer should not wait for the log. A read never misses one.
   */
  recordLater(serverId: string, describe: () => NewLogEntry): void {
    this.pending.push({ serverId, describe });
    if (this.pending.length >= MAX_PENDING) return this.drain();
    if (this.drainScheduled) return;
    this.drainScheduled = true;
    setTimeout(() => {
      this.drainScheduled = false;
      this.drain();
    }, 0);
  }

  record(serverId: string, entry: NewLogEntry): void {
    const log = this.server(serverId);
    log.ring.push({ ...entry, seq: ++this.seq });
    delete log.snapshot;
    if (log.listeners.size > 0 && log.timer === undefined)
      log.timer = setTimeout(() => this.notify(serverId), NOTIFY_MS);
  }

  entries(serverId: string): readonly ProtocolLogEntry[] {
    this.drain();
    const log = this.servers.get(serverId);
    if (!log) return EMPTY;
    return (log.snapshot ??= Object.freeze(log.ring.toArray()));
  }

  dropped(serverId: string): number {
    this.drain();
    return this.servers.get(serverId)?.ring.dropped ?? 0;
  }

  clear(serverId: string): void {
    this.drain();
    const log = this.servers.get(serverId);
    if (!log) return;
    log.ring = new Ring(this.limits.maxEntries);
    delete log.snapshot;
    this.notify(serverId);
  }

  /** Drops a removed server's log; a view still showing it keeps it until that view closes. */
  forget(serverId: string): void {
    this.drain();
    const log = this.servers.get(serverId);
    if (!log) return;
    if (log.listeners.size === 0) this.servers.delete(serverId);
    else log.forgotten = true;
  }

  /** For useSyncExternalStore: hears changes to one server's log while subscribed. */
  subscribe(serverId: string, listener: () => void): () => void {
    const log = this.server(serverId);
    log.listeners.add(listener);
    return () => {
      log.listeners.delete(listener);
      if (log.listeners.size > 0) return;
      if (log.timer !== undefined) clearTimeout(log.timer);
      delete log.timer;
      // A view opened on a server that never logged (or was removed) leaves nothing behind.
      const empty = log.ring.size === 0 && log.ring.dropped === 0;
      if ((log.forgotten || empty) && this.servers.get(serverId) === log) this.servers.delete(serverId);
    };
  }

  /** Writes out what recordLater queued; a message that can't be described (a cycle) is left out. */
  private drain(): void {
    if (this.pending.length === 0) return;
    const queued = this.pending;
    this.pending = [];
    for (const { serverId, describe } of queued) {
      let entry: NewLogEntry;
      try {
        entry = describe();
      } catch {
        continue; // the log is best effort
      }
      this.record(serverId, entry);
    }
  }

  private notify(serverId: string): void {
    const log = this.servers.get(serverId);
    if (!log) return;
    if (log.timer !== undefined) clearTimeout(log.timer);
    delete log.timer;
    for (const listener of [...log.listeners]) listener();
  }

  private server(serverId: string): ServerLog {
    let log = this.servers.get(serverId);
    if (!log) {
      log = { ring: new Ring(this.limits.maxEntries), listeners: new Set() };
      this.servers.set(serverId, log);
    }
    return log;
  }
}
