import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { linksToCurrentPage } from '../../ui/test/linksToCurrentPage';
import { ToolList, type ToolGroup } from './ToolList';

const HOSTILE = '<img src=x onerror=alert(1)>';
const handlers = () => ({ onPolicyChange: vi.fn(), onInstructionsChange: vi.fn(), onOpen: vi.fn() });
/** Names of the tool rows in view (rows carry the tool name; the hint badges inside them carry none). */
const toolNames = (scope: HTMLElement = document.body) =>
  within(scope)
    .queryAllByRole('listitem')
    .map((li) => li.getAttribute('aria-label'))
    .filter((name) => name !== null);
const hintsOf = (tool: string) =>
  Array.from(
    within(screen.getByRole('listitem', { name: tool })).queryByRole('list', { name: 'Hints' })?.children ??
      [],
  ).map((li) => li.textContent);

const groups: ToolGroup[] = [
  {
    serverId: 's1',
    serverName: 'files',
    tools: [
      {
        name: 'read_file',
        description: 'Read a file',
        annotations: { readOnlyHint: true },
        policy: 'auto',
        inInstructions: true,
      },
      {
        name: 'delete_file',
        description: 'Remove a file',
        annotations: { destructiveHint: true, idempotentHint: true, openWorldHint: true },
        policy: 'ask',
        inInstructions: true,
      },
    ],
  },
  {
    serverId: 's2',
    serverName: 'memory',
    tools: [{ name: 'read_graph', policy: 'off', inInstructions: false }],
  },
];

describe('ToolList', () => {
  it('groups tools by server, shows every annotation badge and changes a policy', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<ToolList groups={groups} {...h} />);
    expect(toolNames(screen.getByRole('region', { name: 'Tools of files' }))).toEqual([
      'read_file',
      'delete_file',
    ]);
    expect(toolNames(screen.getByRole('region', { name: 'Tools of memory' }))).toEqual(['read_graph']);
    expect(hintsOf('read_file')).toEqual(['read-only']);
    expect(hintsOf('delete_file')).toEqual(['destructive', 'idempotent', 'open-world']);
    expect(hintsOf('read_graph')).toEqual([]);

    const select = screen.getByRole('combobox', { name: 'Policy for delete_file' }) as HTMLSelectElement;
    expect(select.value).toBe('ask');
    await user.selectOptions(select, 'off');
    expect(h.onPolicyChange).toHaveBeenCalledWith('s1', 'delete_file', 'off');
  });

  it('enables a tool with its default policy, toggles it in the instructions and opens it to run', async () => {
    const user = userEvent.setup();
    const h = handlers();
    render(<ToolList groups={groups} {...h} />);
    const off = screen.getByRole('switch', { name: 'Enable read_graph' });
    expect((off as HTMLInputElement).checked).toBe(false);
    await user.click(off);
    expect(h.onPolicyChange).toHaveBeenCalledWith('s2', 'read_graph', 'ask');
    const row = within(screen.getByRole('listitem', { name: 'read_file' }));
    await user.click(row.getByRole('checkbox', { name: 'In instructions' }));
    expect(h.onInstructionsChange).toHaveBeenCalledWith('s1', 'read_file', false);
    await user.click(row.getByRole('button', { name: 'Run read_file…' }));
    expect(h.onOpen).toHaveBeenCalledWith('s1', 'read_file');
  });

  it("says in one line what each policy means, also as the policy control's tooltip", () => {
    render(<ToolList groups={groups} {...handlers()} />);
    const legend = 'Auto: runs without asking · Ask: you approve each call · Off: hidden from the AI';
    expect(screen.getByText(legend).tagName).toBe('P');
    expect(screen.getByRole('combobox', { name: 'Policy for read_file' }).getAttribute('title')).toBe(legend);
  });

  it('re-enables a tool at auto only when it is read-only and closed-world', async () => {
    const user = userEvent.setup();
    const h = handlers();
    const tool = (name: string, annotations: object) => ({
      name,
      annotations,
      policy: 'off' as const,
      inInstructions: true,
    });
    const closed = [
      {
        serverId: 's1',
        serverName: 'files',
        tools: [
          tool('list', { readOnlyHint: true, openWorldHint: false }),
          tool('fetch', { readOnlyHint: true }),
        ],
      },
    ];
    render(<ToolList groups={closed} {...h} />);
    await user.click(screen.getByRole('switch', { name: 'Enable list' }));
    await user.click(screen.getByRole('switch', { name: 'Enable fetch' }));
    expect(h.onPolicyChange.mock.calls).toEqual([
      ['s1', 'list', 'auto'],
      ['s1', 'fetch', 'ask'],
    ]);
  });

  it('filters by name and description as the user types', async () => {
    const user = userEvent.setup();
    render(<ToolList groups={groups} {...handlers()} />);
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'remove');
    expect(toolNames()).toEqual(['delete_file']);
    expect(screen.queryByRole('region', { name: 'Tools of memory' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search tools' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search tools' }), 'nothing like this');
    expect(toolNames()).toEqual([]);
    expect(screen.getByText(/No tool matches/).textContent).toBe(
      'No tool matches “nothing like this”. Try another word, or clear the search to see all 3.',
    );
  });

  it('shows an untrusted description as text', () => {
    const { container } = render(
      <ToolList
        groups={[
          {
            serverId: 's',
            serverName: 'evil',
            tools: [{ name: 't', description: HOSTILE, policy: 'ask', inInstructions: true }],
          },
        ]}
        {...handlers()}
      />,
    );
    expect(screen.getByText(HOSTILE).tagName).toBe('P');
    expect(container.querySelector('img')).toBeNull();
  });

  it('says so when there are no tools', () => {
    const { container } = render(<ToolList groups={[]} {...handlers()} />);
    expect(container.textContent).toBe(
      'No tools yet. Add a server in the Servers tab, or check there why yours is not connected: its tools show up here once it connects.',
    );
    expect(linksToCurrentPage(container)).toEqual([]);
  });
});
