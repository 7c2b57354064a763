// Call history in IndexedDB: its quota is far larger than localStorage's and separate from the security
// settings' key. One record per call, keyed by its id, so a save writes only the calls that changed: with a
// history of 1,000 calls, rewriting the whole list after every call cost more than the call itself.
// A few dozen lines of IDB instead of a wrapper package: one store, five operations.
import type { CallRecord } from '../../../bridge/hub/types';
import type { HistoryStorage } from './historyStorage';

const DB_NAME = 'mcp-multi-bridge-history';
const VERSION = 2;
const CALLS = 'calls';
/** Version 1 kept the whole list as one value under one key; the upgrade moves it into CALLS. */
const LEGACY_STORE = 'history';
const LEGACY_KEY = 'calls';

/** `seq` orders the history: a call that came later has a higher one. */
interface StoredCall {
  seq: number;
  call: CallRecord;
}

/**
 * What a save compares with: the record last written for a call, held weakly, so the diff base never keeps
 * a result in memory that the app has let go of (see RESULTS_IN_MEMORY in historyPersistence.ts).
 */
interface Written {
  seq: number;
  call: WeakRef<CallRecord>;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
  });
}

function committed(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve();
    // A quota error aborts the transaction; its error says why.
    tx.onabort = tx.onerror = () => reject(tx.error ?? new Error('IndexedDB transaction failed'));
  });
}

/** Puts `calls` (newest first) under sequence numbers after `lastSeq`, oldest first; returns the last one. */
function putNew(store: IDBObjectStore, calls: readonly CallRecord[], lastSeq: number): number {
  let seq = lastSeq;
  for (let i = calls.length - 1; i >= 0; i--) {
    const call = calls[i];
    if (call) store.put({ seq: ++seq, call } satisfies StoredCall, call.id);
  }
  return seq;
}

function upgrade(request: IDBOpenDBRequest, oldVersion: number): void {
  const db = request.result;
  const calls = db.createObjectStore(CALLS);
  if (oldVersion < 1 || !db.objectStoreNames.contains(LEGACY_STORE)) return;
  const legacy = request.transaction?.objectStore(LEGACY_STORE);
  const read = legacy?.get(LEGACY_KEY);
  if (!read) return;
  read.onsuccess = () => {
    if (Array.isArray(read.result)) putNew(calls, read.result as CallRecord[], 0);
    db.deleteObjectStore(LEGACY_STORE);
  };
}

export function indexedDbHistory(factory: IDBFactory, name = DB_NAME): HistoryStorage {
  let db: Promise<IDBDatabase> | undefined;
  /** What the database holds, as last read or written: the diff base of the next save. */
  let written: Promise<Map<string, Written>> | undefined;
  let lastSeq = 0;

  const open = () => {
    if (db) return db;
    const request = factory.open(name, VERSION);
    request.onupgradeneeded = (event) => upgrade(request, event.oldVersion);
    const opened = new Promise<IDBDatabase>((resolve, reject) => {
      done(request).then((database) => {
        // A newer version opened in another window: let it upgrade rather than block it.
        database.onversionchange = () => database.close();
        resolve(database);
      }, reject);
      // A window of an older version (which never closes for an upgrade) holds the database: this window goes
      // on without saved history rather than wait, and its next save tries to open again.
      request.onblocked = () => {
        db = undefined;
        reject(new Error('Another window of the app holds the call history; close it to keep this one.'));
      };
    });
    db = opened;
    return opened;
  };
  const readAll = async () => {
    const tx = (await open()).transaction(CALLS, 'readonly');
    const store = tx.objectStore(CALLS);
    const [keys, values] = await Promise.all([done(store.getAllKeys()), done(store.getAll())]);
    const map = new Map<string, Written>();
    values.forEach((value: StoredCall, i) =>
      map.set(String(keys[i]), { seq: value.seq, call: new WeakRef(value.call) }),
    );
    lastSeq = Math.max(lastSeq, ...values.map((value: StoredCall) => value.seq));
    // Newest first by start time: windows sharing the database hand out seqs on their own, so seq only breaks ties.
    const order = (a: StoredCall, b: StoredCall) => b.call.startedAt - a.call.startedAt || b.seq - a.seq;
    return { map, calls: values.sort(order).map((value) => value.call) };
  };
  /** Keeps `read` as the diff base; a failed read is dropped, so the next save reads again. */
  const remember = (read: Promise<Map<string, Written>>) => {
    written = read;
    read.catch(() => {
      if (written === read) written = undefined;
    });
    return read;
  };
  const known = () => written ?? remember(readAll().then(({ map }) => map));

  return {
    async load() {
      const all = readAll();
      // The next save's diff base; remember() handles its failure, and the caller awaits `all` below.
      void remember(all.then(({ map }) => map));
      return (await all).calls;
    },
    async loadCall(id) {
      const tx = (await open()).transaction(CALLS, 'readonly');
      const stored = (await done(tx.objectStore(CALLS).get(id))) as StoredCall | undefined;
      return stored?.call;
    },
    async save(calls) {
      const before = await known();
      const tx = (await open()).transaction(CALLS, 'readwrite');
      const store = tx.objectStore(CALLS);
      const after = new Map<string, Written>();
      const fresh: CallRecord[] = [];
      for (const call of calls) {
        const previous = before.get(call.id);
        if (!previous) {
          fresh.push(call);
          continue;
        }
        // Records are replaced, never mutated, when a call changes: the same object is already saved. A call
        // whose result left memory (`resultSaved`) keeps the saved copy, result and all.
        if (!call.resultSaved && previous.call.deref() !== call)
          store.put({ seq: previous.seq, call } satisfies StoredCall, call.id);
        after.set(call.id, { seq: previous.seq, call: new WeakRef(call) });
      }
      for (const id of before.keys()) if (!after.has(id)) store.delete(id);
      const firstSeq = lastSeq;
      lastSeq = putNew(store, fresh, lastSeq);
      fresh.forEach((call, i) => after.set(call.id, { seq: lastSeq - i, call: new WeakRef(call) }));
      await committed(tx).catch((error: unknown) => {
        lastSeq = firstSeq;
        throw error;
      });
      written = Promise.resolve(after);
    },
    async clear() {
      const tx = (await open()).transaction(CALLS, 'readwrite');
      tx.objectStore(CALLS).clear();
      await committed(tx);
      written = Promise.resolve(new Map());
    },
  };
}
