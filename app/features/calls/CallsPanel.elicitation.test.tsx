// The Calls tab shows a server's question under the card of the call that asked, or on its own at the top
// when no call runs on that server; the answer reaches the waiting handler.
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ElicitationAsk } from '../../../bridge/connections/elicitationQueue';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { CallsPanel } from './CallsPanel';

const ASK: ElicitationAsk = {
  mode: 'form',
  message: 'Pick a size',
  requestedSchema: {
    type: 'object',
    properties: { size: { type: 'string', enum: ['S', 'M', 'L'], default: 'M' } },
  },
};

function setup(running: boolean) {
  const runtime = testRuntime();
  const { store } = runtime;
  store.getState().addServer({
    id: 'shop',
    name: 'Shop',
    url: 'http://127.0.0.1:1/mcp',
    transport: 'streamable-http',
    enabled: true,
  });
  if (running)
    store.getState().upsertCalls([
      {
        id: 'c1',
        source: 'chat',
        exposedName: 'order',
        serverId: 'shop',
        toolName: 'order',
        args: {},
        status: 'running',
        startedAt: 1,
      },
    ]);
  renderWithRuntime(<CallsPanel canInsert />, runtime);
  return runtime;
}

describe('CallsPanel with a server question', () => {
  it('draws it under its call’s card and sends the accepted values back', async () => {
    const runtime = setup(true);
    let answer: Promise<unknown> = Promise.resolve();
    act(() => void (answer = runtime.elicitations.queue.ask('shop', ASK)));
    const card = await screen.findByRole('region', { name: 'Shop asks for input' });
    expect(card.textContent).toContain('order on Shop asks');
    // In the call's row, right after its card.
    expect(card.closest('li')?.textContent).toContain('order');
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await expect(answer).resolves.toEqual({ action: 'accept', content: { size: 'M' } });
    expect(screen.queryByRole('region', { name: 'Shop asks for input' })).toBeNull();
  });

  it('draws a question no call is running for on its own, naming the server', async () => {
    const runtime = setup(false);
    let answer: Promise<unknown> = Promise.resolve();
    act(() => void (answer = runtime.elicitations.queue.ask('shop', ASK)));
    const card = await screen.findByRole('region', { name: 'Shop asks for input' });
    expect(card.textContent).toContain('Shop asks (not tied to a running call)');
    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await expect(answer).resolves.toEqual({ action: 'decline' });
  });
});
