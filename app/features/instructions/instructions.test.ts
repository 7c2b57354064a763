import { describe, expect, it } from 'vitest';
import { pageServerId } from '../../../bridge/hub/pageTools';
import type { PageTool } from '../../../bridge/hub/types';
import { createAppStore } from '../../shell/store';
import { instructionsOf, instructionsText } from './instructions';
import { memoryStorage } from '../storage/test/memoryStorage';

const PAGE = 'https://shop.example';

const pageTools: PageTool[] = [
  {
    name: 'add_to_cart',
    description: 'Adds a product to the cart',
    inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    form: false,
  },
  {
    name: 'read_graph',
    description: 'Named like a server tool',
    inputSchema: { type: 'object' },
    form: false,
  },
];

function storeWithTools() {
  const store = createAppStore(memoryStorage);
  const s = store.getState();
  s.addServer({ id: 's1', name: 'memory', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    {
      serverId: 's1',
      name: 'read_graph',
      description: 'Read the graph. Returns every node.',
      inputSchema: { type: 'object' },
    },
    { serverId: 's1', name: 'delete_all', description: 'Delete everything', inputSchema: { type: 'object' } },
    { serverId: 's1', name: 'secret', inputSchema: { type: 'object' } },
  ]);
  s.setPolicy('s1', 'secret', 'off');
  s.setPageConnected(PAGE);
  s.setPageTools(PAGE, pageTools);
  return store;
}

describe('the instructions the sidebar shows, copies and inserts', () => {
  it('list enabled tools and leave out those turned off or excluded from the instructions', () => {
    const store = storeWithTools();
    expect(instructionsOf(store.getState()).toolCount).toBe(2);
    store.getState().setInInstructions('s1', 'delete_all', false);
    const { text, toolCount } = instructionsOf(store.getState());
    expect(toolCount).toBe(1);
    expect(text).toContain('- read_graph() — Read the graph');
    expect(text).not.toContain('delete_all');
    expect(text).not.toContain('secret');
  });

  it("leave out the page's own tools until the user enables them", () => {
    const store = storeWithTools();
    store.getState().setToolDetail('full');
    expect(instructionsText(store.getState())).not.toContain('add_to_cart');
    store.getState().setPageToolsEnabled(PAGE, true);
    const { text, toolCount } = instructionsOf(store.getState());
    expect(toolCount).toBe(4);
    expect(text).toContain(
      `- add_to_cart(sku: string) — (A tool of the page ${PAGE}.) Adds a product to the cart`,
    );
    // Named the hub's way: a server tool keeps its name, the page's gets the prefix.
    expect(text).toContain(`- page__read_graph() — (A tool of the page ${PAGE}.) Named like a server tool`);
  });

  it("leave out a page tool the user turned off or excluded, and another page's tools", () => {
    const store = storeWithTools();
    const s = store.getState();
    s.setPageToolsEnabled(PAGE, true);
    s.setPolicy(pageServerId(PAGE), 'add_to_cart', 'off');
    s.setInInstructions(pageServerId(PAGE), 'read_graph', false);
    expect(instructionsText(store.getState())).not.toContain('(A tool of the page');
    s.setPolicy(pageServerId(PAGE), 'add_to_cart', 'ask');
    s.setPageConnected('https://other.example');
    expect(instructionsText(store.getState())).not.toContain('add_to_cart');
  });

  it('add custom instructions, follow agent mode and get shorter in compact mode', () => {
    const store = storeWithTools();
    store.getState().setToolDetail('full');
    store.getState().setCustomInstructions('  Answer in French.  ');
    store.getState().setSetting('agentMode', true);
    const full = instructionsText(store.getState());
    expect(full).toContain("## The user's instructions\nAnswer in French.\n");
    expect(full).toContain('make the next call yourself');
    store.getState().setToolDetail('compact');
    const compact = instructionsText(store.getState());
    expect(compact).toContain('Answer in French.');
    expect(full).toContain('- read_graph() — Read the graph. Returns every node.\n');
    expect(compact).toContain('- read_graph() — Read the graph.\n');
  });
});
