// Calls this tab has already seen, so a call is never run twice: not on re-render, not after a reload.
// Kept in sessionStorage (per tab, survives reload) with an in-memory fallback when storage is blocked.

const STORAGE_KEY = 'mcp-multi-bridge:seen-calls';

/** Key of a detected call: conversation + call id + a hash of what the call does. */
export function callKey(conversation: string, callId: string, name: string, params: unknown): string {
  return `${conversation}|${callId}|${hash(`${name}\u0000${JSON.stringify(params)}`)}`;
}

/** FNV-1a, 32 bit: tiny and good enough to tell two different calls with the same id apart. */
export function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return (h >>> 0).toString(36);
}

export class SeenCalls {
  // `declare`d and set in the constructor: the es2020 page bundle then needs no field definitions.
  declare private readonly keys: string[];
  declare private readonly set: Set<string>;
  declare private readonly storage: Storage | null;
  declare private readonly limit: number;

  constructor(storage = defaultStorage(), limit = 1000) {
    this.storage = storage;
    this.limit = limit;
    this.keys = load(storage).slice(-limit);
    this.set = new Set(this.keys);
  }

  has(key: string): boolean {
    return this.set.has(key);
  }

  /** Marks the key seen. Returns false when it already was (the caller must not run it). */
  add(key: string): boolean {
    if (this.set.has(key)) return false;
    this.set.add(key);
    this.keys.push(key);
    // Drop the oldest keys: old conversations are not re-rendered into this tab's history anyway.
    while (this.keys.length > this.limit) this.set.delete(this.keys.shift() as string);
    try {
      this.storage?.setItem(STORAGE_KEY, JSON.stringify(this.keys));
    } catch {
      // Quota or privacy mode: the in-memory set still protects this page's lifetime.
    }
    return true;
  }
}

function defaultStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function load(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}
