// The store's storage for tests and the conformance driver: what localStorage holds, kept in a Map.
import type { StateStorage } from 'zustand/middleware';

export function memoryStorage(): StateStorage {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}
