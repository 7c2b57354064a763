import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromptList, SEARCH_FROM, type PromptGroup } from './PromptList';
import { MAX_ROWS } from '../../ui/rowCap';

const many: PromptGroup[] = [
  {
    serverId: 'a',
    serverName: 'Docs',
    tools: Array.from({ length: SEARCH_FROM }, (_, i) => ({
      name: `doc-${i}`,
      description: `Doc prompt ${i}`,
    })),
  },
  {
    serverId: 'b',
    serverName: 'Team',
    tools: [{ name: 'standup', title: 'Stand-up', description: 'Daily notes' }],
  },
];

describe('PromptList', () => {
  it('searches a long list by name or description, across servers', async () => {
    render(<PromptList groups={many} onSelect={() => undefined} />);
    const search = screen.getByRole('searchbox', { name: 'Search prompts' });
    await userEvent.type(search, 'daily');
    expect(screen.queryByRole('region', { name: 'Prompts of Docs' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Open prompt Stand-up' })).toBeTruthy();
    await userEvent.clear(search);
    await userEvent.type(search, 'nothing-like-it');
    expect(screen.getByText(/No prompt matches/).textContent).toContain(`all ${SEARCH_FROM + 1}`);
  });

  it('has no search for a short list, and hands the choice up', async () => {
    const onSelect = vi.fn();
    render(<PromptList groups={[many[1]!]} onSelect={onSelect} />);
    expect(screen.queryByRole('searchbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Open prompt Stand-up' }));
    expect(onSelect).toHaveBeenCalledWith('b', 'standup');
  });

  it('says where prompts come from when there are none', () => {
    render(<PromptList groups={[]} onSelect={() => undefined} />);
    expect(screen.getByText(/^No prompts yet/).textContent).toContain('Servers tab');
  });

  it('draws the shared row cap, says how to reach the rest, and keeps prompts of one name apart', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const tools = [
      { name: 'twin', description: 'first' },
      { name: 'twin', description: 'second' },
      ...Array.from({ length: MAX_ROWS + 48 }, (_, i) => ({ name: `p-${i}` })),
    ];
    render(
      <PromptList groups={[{ serverId: 'h', serverName: 'Hostile', tools }]} onSelect={() => undefined} />,
    );
    expect(screen.getAllByRole('button', { name: /^Open prompt / })).toHaveLength(MAX_ROWS);
    expect(screen.getByText(`Showing ${MAX_ROWS} of 250: search to narrow.`)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'twin');
    expect(
      screen.getAllByRole('button', { name: 'Open prompt twin' }).map((b) => b.closest('li')?.textContent),
    ).toEqual(['twinfirst', 'twinsecond']);
    expect(screen.queryByText(/^Showing/)).toBeNull();
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
