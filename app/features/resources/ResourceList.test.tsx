import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceList } from './ResourceList';
import { MAX_ROWS } from '../../ui/rowCap';

const many = Array.from({ length: 5000 }, (_, i) => ({ uri: `test://r/${i}`, name: `item-${i}` }));

describe('ResourceList', () => {
  it('groups by server, shows the details as text and searches across them', async () => {
    const onOpen = vi.fn();
    render(
      <ResourceList
        groups={[
          {
            serverId: 'a',
            serverName: 'Alpha',
            resources: [
              {
                uri: 'file:///notes.md',
                name: 'notes',
                title: 'My notes',
                mimeType: 'text/markdown',
                size: 2048,
              },
              { uri: 'file:///x.png', name: '<img src=x onerror=alert(1)>', description: 'A picture' },
            ],
            templates: [{ uriTemplate: 'file:///{path}', name: 'file' }],
          },
          { serverId: 'b', serverName: 'Beta', resources: [], templates: [], error: 'Could not list: boom' },
        ]}
        onOpen={onOpen}
        onFill={() => undefined}
      />,
    );
    const alpha = screen.getByRole('region', { name: 'Resources of Alpha' });
    expect(within(alpha).getByText('text/markdown · 2 KB')).toBeTruthy();
    expect(within(alpha).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
    expect(
      within(screen.getByRole('region', { name: 'Resources of Beta' })).getByRole('alert').textContent,
    ).toBe('Could not list: boom');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'picture');
    expect(
      within(alpha)
        .getAllByRole('button')
        .map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open <img src=x onerror=alert(1)>']);
    await userEvent.click(within(alpha).getByRole('button'));
    expect(onOpen).toHaveBeenCalledWith('a', expect.objectContaining({ uri: 'file:///x.png' }));
  });

  it('draws a bounded number of rows for a huge list, and the search reaches the rest', async () => {
    render(
      <ResourceList
        groups={[{ serverId: 'a', serverName: 'Alpha', resources: many, templates: [] }]}
        onOpen={() => undefined}
        onFill={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Open / })).toHaveLength(MAX_ROWS);
    expect(screen.getByText(`Showing ${MAX_ROWS} of 5,000: search to narrow.`)).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search resources' }), 'item-4999');
    expect(
      screen.getAllByRole('button', { name: /^Open / }).map((b) => b.getAttribute('aria-label')),
    ).toEqual(['Open item-4999']);
  });

  it('shows a URI a server lists twice as two rows', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const twice = { uri: 'test://same', name: 'same' };
    render(
      <ResourceList
        groups={[{ serverId: 'a', serverName: 'Alpha', resources: [twice, twice], templates: [] }]}
        onOpen={() => undefined}
        onFill={() => undefined}
      />,
    );
    expect(screen.getAllByRole('button', { name: 'Open same' })).toHaveLength(2);
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/same key/);
    errors.mockRestore();
  });
});
