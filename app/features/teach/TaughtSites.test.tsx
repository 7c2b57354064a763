// The Taught sites list: what it shows, Edit with the selector check, Export's file, Delete with Undo.
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TaughtAdapter } from '../../../bridge/protocol/adapters';
import { TaughtSites } from './TaughtSites';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const taught: TaughtAdapter = {
  host: 'chat.example.com',
  base: 'chatgpt',
  selectors: {
    input: 'textarea#prompt',
    sendButton: 'button[data-testid=send]',
    assistantMessage: '.answer',
  },
  editor: 'textarea',
  savedAt: '2026-11-30T10:00:00.000Z',
};

/** The list over a state of its own, as the store would hold it. */
function List({ initial = { [taught.host]: taught } }: { initial?: Record<string, TaughtAdapter> }) {
  const [sites, setSites] = useState(initial);
  return (
    <>
      <TaughtSites
        sites={sites}
        onSave={(site) => setSites((s) => ({ ...s, [site.host]: site }))}
        onDelete={(host) =>
          setSites((s) => Object.fromEntries(Object.entries(s).filter(([h]) => h !== host)))
        }
      />
      <pre data-testid="state">{JSON.stringify(sites)}</pre>
    </>
  );
}
const state = () => JSON.parse(screen.getByTestId('state').textContent!) as Record<string, TaughtAdapter>;

describe('TaughtSites', () => {
  it('explains how to teach a site when there is none', () => {
    render(<List initial={{}} />);
    expect(screen.getByText(/No taught sites/).textContent).toContain('Teach this site');
  });

  it('lists each host with its parts, base adapter, editor and date', () => {
    render(<List />);
    const item = within(screen.getByRole('list', { name: 'Taught sites' })).getByRole('listitem');
    expect(item.textContent).toContain('chat.example.com');
    expect(item.textContent).toContain('Repairs the chatgpt adapter · editor textarea · saved 2026-11-30');
    expect(within(item).getByText('button[data-testid=send]').className).toContain('font-mono');
  });

  it('Edit checks each selector as you type: one that does not parse keeps Save off', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const field = screen.getByRole('textbox', { name: 'chat input' });
    await user.clear(field);
    await user.click(field);
    await user.paste('div > > ##broken');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(/Does not parse/)).toBeDefined();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await user.type(field, '{Enter}');
    expect(state()[taught.host]!.selectors.input).toBe('textarea#prompt');

    await user.clear(field);
    await user.paste('div.composer[contenteditable]');
    expect(save).toHaveProperty('disabled', false);
    await user.click(save);
    expect(state()[taught.host]).toMatchObject({
      base: 'chatgpt',
      selectors: { ...taught.selectors, input: 'div.composer[contenteditable]' },
    });
    expect(state()[taught.host]!.savedAt).not.toBe(taught.savedAt);
  });

  it('Export .ts downloads <host>.ts with the site() file', async () => {
    const blobs: Blob[] = [];
    const names: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (blobs.push(blob as Blob), 'blob:x'));
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    render(<List />);
    await userEvent.click(
      screen.getByRole('button', { name: 'Export chat.example.com as an adapter file (.ts)' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Export chat.example.com as JSON' }));
    expect(names).toEqual(['chat.example.com.ts', 'chat.example.com.json']);
    const text = await blobs[0]!.text();
    expect(text).toContain("import { site } from './site';");
    expect(text).toContain('hosts: ["chat.example.com"],');
    expect(JSON.parse(await blobs[1]!.text())).toEqual(taught);
  });

  it('Delete removes the host, and Undo brings it back as it was', async () => {
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Delete chat.example.com' }));
    expect(state()).toEqual({});
    expect(screen.getByRole('status').textContent).toContain('Deleted chat.example.com.');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(state()).toEqual({ [taught.host]: taught });
    expect(screen.queryByRole('status')).toBeNull();
  });
});
