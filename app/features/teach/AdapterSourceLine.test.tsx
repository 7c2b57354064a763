import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_RUNTIME_VERSION } from '../../../bridge/protocol/adapters';
import { AdapterSourceLine } from './AdapterSourceLine';
import { OutdatedBookmarkletNotice } from '../install/OutdatedBookmarkletNotice';

describe('AdapterSourceLine', () => {
  it.each([
    [{ source: 'served', tableVersion: '3f9a1c' } as const, 'Adapter: chatgpt · served (table 3f9a1c)'],
    [{ source: 'taught' } as const, 'Adapter: chatgpt · taught by you'],
    [{ source: 'built-in' } as const, 'Adapter: chatgpt · built into the page script'],
    [{}, 'Adapter: chatgpt'],
  ])('says where the adapter came from (%o)', (extra, text) => {
    render(<AdapterSourceLine health={{ adapter: 'chatgpt', found: [], missing: [], ...extra }} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('names the generic adapter once, and shows nothing before the page reported', () => {
    const { container } = render(<AdapterSourceLine health={undefined} />);
    expect(container.textContent).toBe('');
    render(<AdapterSourceLine health={{ adapter: 'generic', source: 'generic', found: [], missing: [] }} />);
    expect(screen.getByText('Adapter: generic')).toBeTruthy();
  });
});

describe('OutdatedBookmarkletNotice', () => {
  it('shows for a page without a runtime version or an older one, until dismissed', async () => {
    render(<OutdatedBookmarkletNotice info={{ adapter: 'demo' }} />);
    expect(screen.getByText(/Your bookmarklet is older than this app/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss outdated bookmarklet notice' }));
    expect(screen.queryByText(/older than this app/)).toBeNull();
    render(<OutdatedBookmarkletNotice info={{ adapter: 'demo', runtime: PAGE_RUNTIME_VERSION - 1 }} />);
    expect(screen.getByText(/older than this app/)).toBeTruthy();
  });

  it('stays away for a current page and before any page connected', () => {
    const current = render(
      <OutdatedBookmarkletNotice info={{ adapter: 'demo', runtime: PAGE_RUNTIME_VERSION }} />,
    );
    const none = render(<OutdatedBookmarkletNotice info={undefined} />);
    expect(current.container.textContent + none.container.textContent).toBe('');
  });
});
