// Keeps the saved state within the browser's storage quota (about 5 MB): a stored call keeps at most
// STORED_RESULT_CHARS of its result, and a write the quota still refuses is skipped with a warning,
// because saving history must never fail the tool call that produced it.
import type { StateStorage } from 'zustand/middleware';
import type { CallRecord } from '../../bridge/hub/types';

export const STORED_RESULT_CHARS = 20_000;

/** The call as it is saved: a large result is cut, with a note saying so. */
export function forStorage(call: CallRecord): CallRecord {
  const content = call.result?.content;
  if (!call.result || !Array.isArray(content) || JSON.stringify(content).length <= STORED_RESULT_CHARS)
    return call;
  const text = content.map((block) => (block.type === 'text' ? block.text : `[${block.type}]`)).join('\n');
  const note = `\n[… result cut to ${STORED_RESULT_CHARS} of ${text.length} characters in the saved history]`;
  return {
    ...call,
    result: { ...call.result, content: [{ type: 'text', text: text.slice(0, STORED_RESULT_CHARS) + note }] },
  };
}

/** localStorage whose writes never throw (quota exceeded, storage disabled). */
export function quietStorage(storage: StateStorage): StateStorage {
  return {
    getItem: (name) => storage.getItem(name),
    removeItem: (name) => storage.removeItem(name),
    setItem: (name, value) => {
      try {
        return storage.setItem(name, value);
      } catch (error) {
        console.warn(`[MCP Multi Bridge] Could not save the settings and history: ${String(error)}`);
      }
    },
  };
}
