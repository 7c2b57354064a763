// @vitest-environment jsdom
// A site the user has not allowed can't put a "suggested server" prompt in front of them.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useAppStore } from '../store/store';
import { PagePrompts } from './PagePrompts';

const ORIGIN = 'https://chat.example';
const initial = useAppStore.getState();

beforeEach(() => {
  localStorage.clear();
  useAppStore.setState(initial, true);
});
afterEach(cleanup);

describe('suggested servers', () => {
  it('shows them only once the page is allowed', () => {
    useAppStore.getState().setPageConnected(ORIGIN, {
      adapter: 'generic',
      suggestedServers: [{ name: 'docs', url: 'https://docs.example/mcp' }],
    });
    render(<PagePrompts />);
    expect(screen.queryByRole('region', { name: 'Suggested server docs' })).toBeNull();

    act(() => useAppStore.getState().grantOrigin(ORIGIN));
    expect(screen.getByRole('region', { name: 'Suggested server docs' }).textContent).toMatch(/suggests/);
  });
});
