import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import type { ConsentDecision } from '../features/consent/messages';
import { renderWithStore, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { ARMING_DELAY_MS } from '../ui/useArming';
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

const arm = () => {
  act(() => vi.advanceTimersByTime(ARMING_DELAY_MS));
};

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

  describe('grant with the dashboard servers the sidebar lacks', () => {
    const grant = (servers: { name: string; tools: number }[]) =>
      consentView(
        { kind: 'grant', origin: SITE, servers, offerLocalConnector: servers.length === 0 },
        decide,
      );
    let decide: Mock<(d: ConsentDecision) => void>;
    beforeEach(() => {
      decide = vi.fn();
      const s = store.getState();
      for (const [id, name] of [
        ['s1', 'filesystem'],
        ['s2', 'memory'],
      ] as const)
        s.addServer({
          id,
          name,
          url: `http://127.0.0.1:4312/servers/${name}/mcp`,
          transport: 'auto',
          enabled: true,
        });
      s.grantOrigin('https://other.example');
    });
    const offer = () =>
      screen.getByRole('checkbox', {
        name: 'Also use your 2 servers from the dashboard: filesystem, memory',
      });

    it('offers them ticked, shows what travels, and one Allow sends the grant and the same copy', () => {
      renderWithStore(grant([]), store);
      expect((offer() as HTMLInputElement).checked).toBe(true);
      expect(screen.getByRole('list', { name: 'Servers to copy' }).textContent).toContain('filesystem');
      expect(screen.getByText(/never through the page/)).toBeTruthy();
      expect(screen.queryByText('No servers are configured in this sidebar yet.')).toBeNull();
      arm();
      fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
      const decision = decide.mock.calls[0]?.[0] as {
        allowed: boolean;
        handoff: { servers: { name: string }[]; grants?: object };
      };
      expect(decision.allowed).toBe(true);
      expect(decision.handoff.servers.map((x) => x.name)).toEqual(['filesystem', 'memory']);
      // Another site's grant never travels with it.
      expect(decision.handoff.grants).toBeUndefined();
    });

    it('unticked, Allow grants only', () => {
      renderWithStore(grant([]), store);
      fireEvent.click(offer());
      expect(screen.queryByRole('list', { name: 'Servers to copy' })).toBeNull();
      arm();
      fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
      expect(decide).toHaveBeenCalledWith({ kind: 'grant', allowed: true });
    });

    it('offers nothing when the sidebar already has every dashboard server (shared storage)', () => {
      renderWithStore(
        grant([
          { name: 'filesystem', tools: 14 },
          { name: 'memory', tools: 9 },
        ]),
        store,
      );
      expect(screen.queryByRole('checkbox')).toBeNull();
      arm();
      fireEvent.click(screen.getByRole('button', { name: 'Allow' }));
      expect(decide).toHaveBeenCalledWith({ kind: 'grant', allowed: true });
    });

    it('Deny sends a denial and no configuration', () => {
      renderWithStore(grant([]), store);
      arm();
      fireEvent.click(screen.getByRole('button', { name: 'Deny' }));
      expect(decide).toHaveBeenCalledWith({ kind: 'grant', allowed: false });
    });
  });
});
