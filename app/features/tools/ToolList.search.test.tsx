import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { FIRST_ROWS, ToolList, type ToolGroup } from './ToolList';

const groups: ToolGroup[] = Array.from({ length: 10 }, (_, g) => ({
  serverId: `s${g}`,
  serverName: `server ${g}`,
  tools: Array.from({ length: 20 }, (_, t) => ({
    name: `tool_${g}_${t}`,
    description: `Does thing ${t} for group ${g}.`,
    policy: 'ask' as const,
    inInstructions: true,
  })),
}));

describe('ToolList with 200 tools', () => {
  // Speed is measured in Chromium by `npm run bench` (tools tab), never in a timed unit test; this test
  // holds the structure that makes it fast: search hides rows instead of re-mounting them.
  it('filters by hiding rows, not re-mounting them', () => {
    render(<ToolList groups={groups} onPolicyChange={vi.fn()} onInstructionsChange={vi.fn()} />);
    const search = screen.getByRole('searchbox', { name: 'Search tools' });
    const row = screen.getByRole('listitem', { name: 'tool_3_1' });
    // Narrowing, widening back to everything, and a keystroke that changes nothing shown.
    const keystrokes = [
      't',
      'to',
      'tool_3',
      'tool_3_',
      'tool_3_1',
      'tool_3_',
      'tool_3_ ',
      'tool_3',
      'tool_',
      '',
    ];
    for (const value of keystrokes) act(() => void fireEvent.change(search, { target: { value } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
    act(() => void fireEvent.change(search, { target: { value: 'tool_3_1' } }));
    expect(screen.getAllByRole('listitem')).toHaveLength(11);
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByRole('listitem', { name: 'tool_3_1' })).toBe(row);
  });

  it('mounts the first rows in the first render and the rest right after, in the background', () => {
    // The first render is what a server render shows: React renders the deferred row limit's initial value.
    const first = renderToString(
      <ToolList groups={groups} onPolicyChange={vi.fn()} onInstructionsChange={vi.fn()} />,
    );
    expect(first.match(/<li aria-label="tool_/g)).toHaveLength(FIRST_ROWS);
    expect(first).toContain('aria-label="tool_1_3"'); // Rows continue into the second group.
    expect(first).not.toContain(`aria-label="tool_1_${FIRST_ROWS - 20}"`);
    render(<ToolList groups={groups} onPolicyChange={vi.fn()} onInstructionsChange={vi.fn()} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(200);
  });
});
