// The Tools tab's switch: one kind of offering at a time, the chosen one pressed.
import { beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithRuntime, testRuntime, testStore } from './test/testRuntime';
import { preloadPanels } from './panels';
import { OfferingsPanel, type Offering } from './OfferingsPanel';

beforeAll(() => preloadPanels());

function Harness() {
  const [view, setView] = useState<Offering>('tools');
  return <OfferingsPanel view={view} onView={setView} canInsert />;
}

const switchButtons = () =>
  within(screen.getByRole('group', { name: 'What the servers offer' })).getAllByRole('button');

describe('OfferingsPanel', () => {
  it('shows tools first, then what the user picks, one kind at a time', async () => {
    renderWithRuntime(<Harness />, testRuntime({ store: testStore() }));
    const pressed = () => switchButtons().filter((b) => b.getAttribute('aria-pressed') === 'true');
    expect(switchButtons().map((b) => b.textContent)).toEqual(['Tools', 'Prompts', 'Resources']);
    expect(pressed().map((b) => b.textContent)).toEqual(['Tools']);
    expect(screen.getByText(/^No tools yet/)).toBeTruthy();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Prompts' })));
    expect(pressed().map((b) => b.textContent)).toEqual(['Prompts']);
    expect(screen.getByText(/^No prompts yet/)).toBeTruthy();
    expect(screen.queryByText(/^No tools yet/)).toBeNull();

    await act(() => userEvent.click(screen.getByRole('button', { name: 'Resources' })));
    expect(pressed().map((b) => b.textContent)).toEqual(['Resources']);
    expect(screen.getByText(/^No connected server offers resources/)).toBeTruthy();
    expect(screen.queryByText(/^No prompts yet/)).toBeNull();
  });
});
