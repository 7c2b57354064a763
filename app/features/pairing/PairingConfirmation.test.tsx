// A site that opened the dashboard can point it at another `#pair=` link with the same code: the dialog
// must start over (Add disarmed, ticks reset) for the new payload, never keep an armed Add under it.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodePairingFragment, type PairingPayload } from '../../../bridge/protocol/pairing';
import { ARMING_DELAY_MS } from '../../ui/useArming';
import { renderWithRuntime, testRuntime } from '../../shell/test/testRuntime';
import { PairingConfirmation } from './PairingConfirmation';
import { clearPendingPairing } from './pendingPairing';

const payload: PairingPayload = {
  v: 2,
  connector: 'http://127.0.0.1:4312',
  code: 'one-time-code-0123456789',
  servers: ['memory'],
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  clearPendingPairing();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
});

const addButton = () => screen.getByRole('button', { name: /^Add/ }) as HTMLButtonElement;
const openLink = (p: PairingPayload) =>
  act(() => {
    window.location.hash = encodePairingFragment(p);
    window.dispatchEvent(new HashChangeEvent('hashchange'));
  });

describe('PairingConfirmation', () => {
  it('remounts the dialog, disarmed again, when a new link swaps the payload but keeps the code', async () => {
    window.history.replaceState(null, '', `/${encodePairingFragment(payload)}`);
    renderWithRuntime(<PairingConfirmation onPaired={() => undefined} />, testRuntime({ mode: 'dashboard' }));
    await act(async () => vi.advanceTimersByTimeAsync(ARMING_DELAY_MS));
    expect(screen.getByRole('dialog').textContent).toContain('http://127.0.0.1:4312');
    expect(addButton().disabled).toBe(false);

    openLink({ ...payload, connector: 'https://evil.example' });
    expect(screen.getByRole('dialog').textContent).toContain('https://evil.example');
    expect(addButton().disabled).toBe(true);
    await act(async () => vi.advanceTimersByTimeAsync(ARMING_DELAY_MS));
    expect(addButton().disabled).toBe(false);
  });
});
