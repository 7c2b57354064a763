// A manual run whose server asks the user something: the question shows under the run's own form, and the
// answer is what the server gets (the fake connection asks through the window's real input queue).
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Runtime } from '../../shell/runtime';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { ToolRunnerPanel } from './ToolRunnerPanel';

describe('ToolRunnerPanel with a server question', () => {
  it('draws the question under the form and returns the answer to the run', async () => {
    const runtime: Runtime = testRuntime({
      connections: {
        callTool: async (serverId: string) => {
          const answer = await runtime.elicitations.queue.ask(serverId, {
            mode: 'form',
            message: 'Which branch?',
            requestedSchema: { type: 'object', properties: { branch: { type: 'string', default: 'main' } } },
          });
          return { content: [{ type: 'text', text: `answer ${JSON.stringify(answer)}` }] };
        },
      },
    });
    const state = runtime.store.getState();
    state.addServer({
      id: 'git',
      name: 'git',
      url: 'http://127.0.0.1:1/mcp',
      transport: 'auto',
      enabled: true,
    });
    state.setTools('git', [
      { serverId: 'git', name: 'deploy', inputSchema: { type: 'object', properties: {} } },
    ]);
    renderWithRuntime(
      <ToolRunnerPanel serverId="git" toolName="deploy" onClose={() => undefined} />,
      runtime,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    const question = await screen.findByRole('region', { name: 'git asks for input' });
    expect(question.textContent).toContain('deploy on git asks');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(
      await screen.findByText(
        'answer {"action":"accept","content":{"branch":"main"}}',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'git asks for input' })).toBeNull();
    runtime.stop();
  });
});
