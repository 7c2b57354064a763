import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { PagePrompts } from './PagePrompts';

const ORIGIN = 'https://chat.example';
let store: AppStore;

beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

describe('PagePrompts', () => {
  it('asks whether the page may use the tools; its button only opens the consent window, it grants nothing', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    store.getState().setPageConnected(ORIGIN);
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    const prompt = screen.getByRole('alertdialog', { name: `Allow ${ORIGIN} to use your MCP tools?` });
    expect(
      within(prompt)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Allow in a new window…', 'Not now']);

    await user.click(screen.getByRole('button', { name: 'Allow in a new window…' }));
    expect(open).toHaveBeenCalledWith('/consent.html', '_blank', expect.stringContaining('popup'));
    expect(store.getState().grants).toEqual({});
    expect(store.getState().notice?.text).toMatch(/blocked the window/);
    open.mockRestore();
  });

  it('"Not now" hides the prompt without granting anything', async () => {
    const user = userEvent.setup();
    store.getState().setPageConnected(ORIGIN);
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(store.getState().grants).toEqual({});
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('does not ask again for a granted origin', () => {
    store.getState().grantOrigin(ORIGIN);
    store.getState().setPageConnected(ORIGIN);
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('adds a suggested server only on click, marked with the suggesting site', async () => {
    const user = userEvent.setup();
    store.getState().grantOrigin(ORIGIN);
    store.getState().setPageConnected(ORIGIN, {
      adapter: 'generic',
      suggestedServers: [
        { name: 'docs', url: 'https://docs.example/mcp' },
        { name: 'spam', url: 'https://spam.example/mcp' },
      ],
    });
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    expect(store.getState().servers).toEqual([]);
    const docs = screen.getByRole('region', { name: 'Suggested server docs' });
    expect(docs.textContent).toBe(`${ORIGIN} suggests server docs (https://docs.example/mcp)AddIgnore`);

    await user.click(screen.getByRole('button', { name: 'Ignore spam' }));
    await user.click(screen.getByRole('button', { name: 'Add docs' }));
    const servers = store.getState().servers;
    expect(servers).toHaveLength(1);
    expect(servers[0]).toMatchObject({ name: 'docs', url: 'https://docs.example/mcp', suggestedBy: ORIGIN });
    expect(screen.queryByRole('region', { name: /Suggested server/ })).toBeNull();
  });
});
