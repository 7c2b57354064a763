// A panel that throws shows its error in place; the tabs, the header and the other panels keep working.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRuntime, testRuntime, testStore } from '../shell/test/testRuntime';
import type { AppStore } from '../shell/store';
import { preloadSidebar, SidebarApp } from './SidebarApp';

const instructions = vi.hoisted(() => ({ failing: true }));
vi.mock('../features/instructions/InstructionsContainer', () => ({
  InstructionsContainer: () => {
    if (instructions.failing) throw new Error('Maximum call stack size exceeded');
    return <p>Instructions text</p>;
  },
}));

let store: AppStore;
// The tab panels load on demand (app/shell/panels.tsx): here they are loaded, as in an idle sidebar.
beforeAll(async () => {
  await preloadSidebar();
});
beforeEach(() => {
  localStorage.clear();
  store = testStore();
  instructions.failing = true;
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('SidebarApp error boundaries', () => {
  it('shows a failing panel’s error and keeps the other tabs working', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'This panel hit an error: Maximum call stack size exceededTry again',
    );
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(screen.getByRole('switch', { name: 'Auto-submit' }).getAttribute('role')).toBe('switch');
    expect(screen.queryByText(/This panel hit an error/)).toBeNull();
  });

  it('"Try again" mounts the panel afresh', async () => {
    const user = userEvent.setup();
    renderWithRuntime(<SidebarApp mode="embedded" />, testRuntime({ store }));
    await user.click(screen.getByRole('tab', { name: 'Instructions' }));
    instructions.failing = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Instructions text').textContent).toBe('Instructions text');
  });
});
