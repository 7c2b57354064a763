// The call list and the allowed sites, empty: each says what to do next, and links nowhere it already is.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallRecord } from '../../bridge/hub/types';
import { CallList } from '../features/calls/CallList';
import { GrantedOrigins } from '../features/consent/GrantedOrigins';
import { InstructionsPanel } from '../features/instructions/InstructionsPanel';
import { linksToCurrentPage } from '../ui/test/linksToCurrentPage';

const noop = () => undefined;
const callHandlers = { onRun: noop, onReject: noop, onRetry: noop, onCopy: noop };
const done: CallRecord = {
  id: 'c1',
  source: 'chat',
  exposedName: 'read_graph',
  serverId: 's1',
  toolName: 'read_graph',
  args: {},
  status: 'done',
  startedAt: 1000,
  endedAt: 1250,
  result: { content: [{ type: 'text', text: 'ok' }] },
};

describe('empty states', () => {
  it('no calls: says how to make one', () => {
    const { container } = render(
      <CallList calls={[]} serverNames={{}} awaitingApproval={{}} {...callHandlers} />,
    );
    expect(container.textContent).toBe(
      'No tool calls yet. Run a tool from the Tools tab, or insert the instructions into a chat and ask the AI for something that needs a tool: its calls appear here.',
    );
    expect(linksToCurrentPage(container)).toEqual([]);
  });

  it('no call matches the search: says to try another word or clear it', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <CallList calls={[done]} serverNames={{ s1: 'memory' }} awaitingApproval={{}} {...callHandlers} />,
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'zzz');
    expect(screen.getByText(/^No call matches/).textContent).toBe(
      'No call matches “zzz”. Try another word, or clear the search to see all 1.',
    );
    expect(linksToCurrentPage(container)).toEqual([]);
  });

  it('no allowed site: says how to allow one', () => {
    const { container } = render(<GrantedOrigins grants={{}} onRevoke={noop} />);
    expect(container.textContent).toBe(
      'No site may use your tools yet. To allow one, click the bookmarklet on a chat site, then Allow in the window the sidebar opens.',
    );
    expect(linksToCurrentPage(container)).toEqual([]);
  });

  it('instructions without tools: says where tools come from', () => {
    const { container } = render(
      <InstructionsPanel
        text="# Tools on the user's side"
        tokens={8}
        toolCount={0}
        detail="on-demand"
        customInstructions=""
        onDetailChange={noop}
        onCustomInstructionsChange={noop}
        onCopy={noop}
        onDownload={noop}
      />,
    );
    expect(screen.getByText(/^No tools in these instructions yet/).textContent).toBe(
      'No tools in these instructions yet. Add a server in the Servers tab, or turn tools back on (“In instructions”) in the Tools tab.',
    );
    expect(linksToCurrentPage(container)).toEqual([]);
  });
});
