// A site the user has not allowed can't put a "suggested server" prompt in front of them.
import { beforeEach, describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { PagePrompts } from './PagePrompts';

const ORIGIN = 'https://chat.example';
let store: AppStore;

beforeEach(() => {
  localStorage.clear();
  store = testStore();
});

describe('suggested servers', () => {
  it('shows them only once the page is allowed', () => {
    store.getState().setPageConnected(ORIGIN, {
      adapter: 'generic',
      suggestedServers: [{ name: 'docs', url: 'https://docs.example/mcp' }],
    });
    renderWithRuntime(<PagePrompts />, testRuntime({ store }));
    expect(screen.queryByRole('region', { name: 'Suggested server docs' })).toBeNull();

    act(() => store.getState().grantOrigin(ORIGIN));
    expect(screen.getByRole('region', { name: 'Suggested server docs' }).textContent).toMatch(/suggests/);
  });
});
