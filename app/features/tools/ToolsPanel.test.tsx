import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallOptions } from '../../../bridge/connections/types';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import type { Runtime } from '../../shell/runtime';
import { ToolsPanel } from './ToolsPanel';

let store: AppStore;
const calls: { name: string; args: Record<string, unknown> }[] = [];
let runtime: Runtime;

beforeEach(() => {
  localStorage.clear();
  store = testStore();
  calls.length = 0;
  const connections = {
    callTool: async (_server: string, name: string, args: Record<string, unknown>, opts?: CallOptions) => {
      calls.push({ name, args });
      opts?.onProgress?.({ progress: 1, total: 1 });
      return { content: [{ type: 'text' as const, text: `added ${String(args.count)}` }] };
    },
  };
  // The real hub (with the app's validator) over a fake connection manager.
  runtime = testRuntime({ mode: 'dashboard', store, connections });
  const s = store.getState();
  s.addServer({ id: 's1', name: 'counter', url: 'http://127.0.0.1:1/mcp', transport: 'auto', enabled: true });
  s.setTools('s1', [
    {
      serverId: 's1',
      name: 'add',
      description: 'Adds a number',
      inputSchema: {
        type: 'object',
        properties: { count: { type: 'integer', minimum: 1 } },
        required: ['count'],
      },
    },
  ]);
});
afterEach(() => {
  cleanup();
  runtime.stop();
});

describe('ToolsPanel', () => {
  it('validates the form, runs the tool by hand and shows the result and the call card', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<ToolsPanel />, runtime);
    await user.click(screen.getByRole('button', { name: 'Run add…' }));
    const form = within(screen.getByRole('region', { name: 'Run add' }));
    // The integer starts at the schema's minimum; 0 is below it, so the validator stops the run.
    await user.clear(form.getByRole('textbox', { name: /count/ }));
    await user.type(form.getByRole('textbox', { name: /count/ }), '0');
    await user.click(form.getByRole('button', { name: 'Run' }));
    expect((await form.findByRole('alert')).textContent).toMatch(/>= 1/);
    expect(calls).toEqual([]);

    await user.clear(form.getByRole('textbox', { name: /count/ }));
    await user.type(form.getByRole('textbox', { name: /count/ }), '3');
    await user.click(form.getByRole('button', { name: 'Run' }));
    expect((await form.findByText(/^Result/)).nextElementSibling?.textContent).toBe('added 3');
    expect(calls).toEqual([{ name: 'add', args: { count: 3 } }]);
    expect(store.getState().calls[0]).toMatchObject({
      source: 'manual',
      status: 'done',
      toolName: 'add',
    });
  });

  it('follows a changed tool list live', async () => {
    renderWithRuntime(<ToolsPanel />, runtime);
    expect(screen.getByRole('listitem', { name: 'add' }).textContent).toContain('Adds a number');
    store.getState().setTools('s1', []);
    const empty = await screen.findByText('This server has no tools.');
    expect(empty.closest('section')?.getAttribute('aria-label')).toBe('Tools of counter');
    expect(screen.queryByRole('listitem', { name: 'add' })).toBeNull();
  });
});
