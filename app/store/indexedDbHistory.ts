// Call history in IndexedDB: its quota is far larger than localStorage's and separate from the security
// settings' key. A dozen lines of IDB instead of a wrapper package: one record, three operations.
import type { CallRecord } from '../../bridge/hub/types';
import type { HistoryStorage } from './historyStorage';

const DB_NAME = 'mcp-multi-bridge-history';
const STORE = 'history';
const KEY = 'calls';

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

export function indexedDbHistory(factory: IDBFactory, name = DB_NAME): HistoryStorage {
  let db: Promise<IDBDatabase> | undefined;
  const open = () => {
    if (db) return db;
    const request = factory.open(name, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    db = done(request);
    return db;
  };
  const put = async (calls: CallRecord[]) => {
    const tx = (await open()).transaction(STORE, 'readwrite');
    tx.objectStore(STORE).put(calls, KEY);
    return committed(tx);
  };
  return {
    async load() {
      const tx = (await open()).transaction(STORE, 'readonly');
      const stored: unknown = await done(tx.objectStore(STORE).get(KEY));
      return Array.isArray(stored) ? (stored as CallRecord[]) : [];
    },
    save: put,
    clear: () => put([]),
  };
}
