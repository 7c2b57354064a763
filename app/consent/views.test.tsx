// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithStore, testStore } from '../context/test/testRuntime';
import type { AppStore } from '../store/store';
import { ARMING_DELAY_MS } from '../components/useArming';
import { consentView } from './views';

const SITE = 'https://chat.example';
let store: AppStore;

beforeEach(() => {
  vi.useFakeTimers();
  store = testStore();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const arm = () => act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));

describe('consent views', () => {
  it('grant: names the site and what it will see; Allow decides only once armed', () => {
    const decide = vi.fn();
    const servers = [{ name: 'memory', tools: 9 }];
    renderWithStore(
      consentView({ kind: 'grant', origin: SITE, servers, offerLocalConnector: false }, decide),
      store,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      `Allow ${SITE} to use your MCP tools?`,
    );
    expect(screen.getByRole('list', { name: 'Servers the site will see' }).textContent).toBe(
      'memory: 9 tools',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(decide).not.toHaveBeenCalled();
    arm();
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
    expect(decide).toHaveBeenCalledWith({ kind: 'grant', allowed: true });
  });

  it('handoff: lists what would be copied and sends only the asking site’s grant', () => {
    const s = store.getState();
    s.addServer({
      id: 's1',
      name: 'docs',
      url: 'https://docs.example/mcp',
      transport: 'auto',
      enabled: true,
    });
    s.grantOrigin(SITE);
    s.grantOrigin('https://other.example');
    const decide = vi.fn();
    renderWithStore(consentView({ kind: 'handoff', origin: SITE }, decide), store);
    expect(screen.getByRole('list', { name: 'Servers to copy' }).textContent).toContain('docs');
    arm();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    const decision = decide.mock.calls[0]?.[0] as { allowed: boolean; state: { grants: object } };
    expect(decision.allowed).toBe(true);
    expect(Object.keys(decision.state.grants)).toEqual([SITE]);
  });

  it('handoff: Cancel sends a denial and no configuration', () => {
    const decide = vi.fn();
    renderWithStore(consentView({ kind: 'handoff', origin: SITE }, decide), store);
    arm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(decide).toHaveBeenCalledWith({ kind: 'handoff', allowed: false });
  });
});
