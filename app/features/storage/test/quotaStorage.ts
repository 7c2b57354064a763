// A localStorage stand-in for tests with a quota, counted in characters of keys and values like the
// browser's: a write that would pass it throws QuotaExceededError, as Storage.setItem does. `sharedWith`
// counts other storage in the same quota, as Firefox counts IndexedDB with localStorage.
import type { StateStorage } from 'zustand/middleware';

export function quotaStorage(quotaChars = Infinity, sharedWith: () => number = () => 0) {
  const data = new Map<string, string>();
  const used = () => sharedWith() + [...data].reduce((n, [k, v]) => n + k.length + v.length, 0);
  // getItem is typed synchronous, so the same object also stands in for a Storage reader.
  const storage: StateStorage & {
    data: Map<string, string>;
    writes: number;
    getItem(key: string): string | null;
  } = {
    data,
    writes: 0,
    getItem: (k) => data.get(k) ?? null,
    removeItem: (k) => void data.delete(k),
    setItem: (k, v) => {
      const after = used() - (data.has(k) ? k.length + (data.get(k) ?? '').length : 0) + k.length + v.length;
      if (after > quotaChars) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      storage.writes++;
      data.set(k, v);
    },
  };
  return storage;
}
