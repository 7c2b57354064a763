// The Instructions tab over the real store: the text it shows, counts and inserts is the hub's, page tools included.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import type { Hub } from '../../../bridge/hub/createHub';
import type { PageTool } from '../../../bridge/hub/types';
import { loadTokenCounter } from '../../../bridge/instructions';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { InstructionsContainer } from './InstructionsContainer';

const PAGE = 'https://shop.example';
const PAGE_TOOL_LINE = `- add_to_cart(sku: string) — (A tool of the page ${PAGE}.) Adds a product to the cart`;
let store: AppStore;
const insertText = vi.fn((_params: { text: string }) => Promise.resolve({ ok: true }));

const pageTools: PageTool[] = [
  {
    name: 'add_to_cart',
    description: 'Adds a product to the cart',
    inputSchema: { type: 'object', properties: { sku: { type: 'string' } }, required: ['sku'] },
    form: false,
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  localStorage.clear();
  store = testStore();
  insertText.mockClear();
  const s = store.getState();
  s.addServer({ id: 's1', name: 'memory', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    { serverId: 's1', name: 'read_graph', description: 'Read the graph', inputSchema: { type: 'object' } },
  ]);
  s.setPageConnected(PAGE);
  s.grantOrigin(PAGE);
  s.setPageTools(PAGE, pageTools);
  // Full detail, so each tool's line carries its types (on-demand lines are tested in bridge/instructions).
  s.setToolDetail('full');
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const shownText = () => screen.getByLabelText('Instructions text').textContent ?? '';

describe('InstructionsContainer', () => {
  it("shows, counts and inserts the text with the page's enabled tools", async () => {
    store.getState().setPageToolsEnabled(PAGE, true);
    renderWithRuntime(
      <InstructionsContainer canInsert />,
      testRuntime({ store, hub: { page: { insertText } } as unknown as Partial<Hub> }),
    );
    const text = shownText();
    expect(text).toContain('- read_graph() — Read the graph');
    expect(text).toContain(PAGE_TOOL_LINE);
    expect(screen.getByText(/^2 tools/).textContent).toContain('counting tokens…');

    // The count waits for typing to pause, then uses the one tokenizer (o200k_base) the bench and tests use.
    const count = await loadTokenCounter();
    await act(() => vi.advanceTimersByTimeAsync(150));
    // Started after the container's own call, so it settles after the count reached the state.
    await act(() => loadTokenCounter());
    expect(screen.getByText(/^2 tools/).textContent).toContain(`≈ ${count(text).toLocaleString()} tokens`);

    fireEvent.click(screen.getByRole('button', { name: 'Insert into chat' }));
    expect(insertText).toHaveBeenCalledWith({ text });
  });

  it("leaves out the page's tools while they are off", () => {
    renderWithRuntime(
      <InstructionsContainer canInsert />,
      testRuntime({ store, hub: { page: { insertText } } as unknown as Partial<Hub> }),
    );
    expect(shownText()).toContain('- read_graph() — Read the graph');
    expect(shownText()).not.toContain('add_to_cart');
    expect(screen.getByText(/^1 tools/).textContent).toContain('counting tokens…');
    act(() => store.getState().setPageToolsEnabled(PAGE, true));
    expect(shownText()).toContain(PAGE_TOOL_LINE);
  });
});
