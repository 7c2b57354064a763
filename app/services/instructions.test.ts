import { describe, expect, it } from 'vitest';
import { createAppStore } from '../store/store';
import { countTokens, instructionTools, instructionsText } from './instructions';

const memory = () => {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
};

function storeWithTools() {
  const store = createAppStore(memory);
  const s = store.getState();
  s.addServer({ id: 's1', name: 'memory', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    { serverId: 's1', name: 'read_graph', description: 'Read the graph', inputSchema: { type: 'object' } },
    { serverId: 's1', name: 'delete_all', description: 'Delete everything', inputSchema: { type: 'object' } },
    { serverId: 's1', name: 'secret', inputSchema: { type: 'object' } },
  ]);
  s.setPolicy('s1', 'secret', 'off');
  return store;
}

describe('instructions', () => {
  it('lists enabled tools and leaves out those excluded from the instructions', () => {
    const store = storeWithTools();
    expect(instructionTools(store.getState()).map((t) => t.name)).toEqual(['read_graph', 'delete_all']);
    store.getState().setInInstructions('s1', 'delete_all', false);
    const text = instructionsText(store.getState());
    expect(text).toContain('read_graph');
    expect(text).not.toContain('delete_all');
    expect(text).not.toContain('secret');
  });

  it('adds custom instructions and gets shorter in compact mode', () => {
    const store = storeWithTools();
    store.getState().setCustomInstructions('Answer in French.');
    const full = instructionsText(store.getState());
    store.getState().setCompactInstructions(true);
    expect(full).toContain('Answer in French.');
    expect(instructionsText(store.getState()).length).toBeLessThanOrEqual(full.length);
  });

  it('counts tokens with a real encoder', async () => {
    expect(await countTokens('hello world')).toBe(2);
  });
});
