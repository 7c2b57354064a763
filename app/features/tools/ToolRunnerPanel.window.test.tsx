// "Run in a window…" on the tool form goes through the one once-guard every "… in a window…" action uses:
// two submits while its window is open open one window, and confirming it runs the tool once.
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as ConfirmActionModule from '../consent/confirmAction';
import type * as ArmedControlModule from '../../ui/gate/useArmedControl';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { ToolRunnerPanel } from './ToolRunnerPanel';

const windows = vi.hoisted(() => ({ answers: [] as ((answer: string) => void)[] }));
vi.mock('../consent/confirmAction', async (importOriginal) => ({
  ...(await importOriginal<typeof ConfirmActionModule>()),
  confirmInWindow: () => new Promise<string>((resolve) => windows.answers.push(resolve)),
}));
// In a frame, and (jsdom has no IntersectionObserver v2) unable to prove the sidebar visible.
vi.mock('../../ui/gate/useArmedControl', async (importOriginal) => ({
  ...(await importOriginal<typeof ArmedControlModule>()),
  isFramed: () => true,
}));

describe('the tool form’s Run in a window…', () => {
  it('opens one window for two submits and runs the tool once when it is confirmed', async () => {
    const ran: Record<string, unknown>[] = [];
    let firstRun!: () => void;
    const ranOnce = new Promise<void>((resolve) => (firstRun = resolve));
    const runtime = testRuntime({
      connections: {
        callTool: async (_server: string, _tool: string, args: Record<string, unknown>) => {
          ran.push(args);
          firstRun();
          return { content: [] };
        },
      },
    });
    const state = runtime.store.getState();
    state.addServer({
      id: 's1',
      name: 'files',
      url: 'http://127.0.0.1:1/mcp',
      transport: 'auto',
      enabled: true,
    });
    state.setTools('s1', [
      {
        serverId: 's1',
        name: 'write_file',
        inputSchema: { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] },
      },
    ]);
    renderWithRuntime(
      <ToolRunnerPanel serverId="s1" toolName="write_file" onClose={() => undefined} />,
      runtime,
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox'), 'a.txt');
    await user.click(screen.getByRole('button', { name: 'Run in a window…' }));
    await user.type(screen.getByRole('textbox'), '{Enter}');
    expect(windows.answers).toHaveLength(1);

    windows.answers[0]!('confirm');
    await ranOnce;
    expect(ran).toEqual([{ path: 'a.txt' }]);
    // The second submit opened no window, so nothing is left that could run it again.
    expect(windows.answers).toHaveLength(1);
    expect(ran).toHaveLength(1);
    runtime.stop();
  });
});
