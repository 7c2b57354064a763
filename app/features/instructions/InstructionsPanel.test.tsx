import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { InstructionsPanel, type InstructionsPanelProps } from './InstructionsPanel';

function setup(props: Partial<InstructionsPanelProps> = {}) {
  const h = {
    onDetailChange: vi.fn(),
    onCustomInstructionsChange: vi.fn(),
    onCopy: vi.fn(),
    onDownload: vi.fn(),
    onInsert: vi.fn(),
    onAttach: vi.fn(),
  };
  render(
    <InstructionsPanel
      text="# Tools"
      tokens={1234}
      toolCount={3}
      detail="on-demand"
      customInstructions=""
      {...h}
      {...props}
    />,
  );
  return h;
}

describe('InstructionsPanel', () => {
  it('previews the text with its size and hands it over four ways', async () => {
    const user = userEvent.setup();
    const h = setup();
    expect(screen.getByLabelText('Instructions text').textContent).toBe('# Tools');
    expect(screen.getByText(/tools ·/).textContent).toBe('3 tools · 7 chars · ≈ 1,234 tokens');
    for (const name of ['Insert into chat', 'Attach as .md', 'Copy', 'Download'])
      await user.click(screen.getByRole('button', { name }));
    expect([h.onInsert, h.onAttach, h.onCopy, h.onDownload].every((f) => f.mock.calls.length === 1)).toBe(
      true,
    );
    const detail = screen.getByRole('combobox', { name: 'Tool detail' });
    expect(screen.getByText(/the AI asks describe_tools/).id).toBe(detail.getAttribute('aria-describedby'));
    await user.selectOptions(detail, 'Full');
    expect(h.onDetailChange).toHaveBeenCalledWith('full');
    await user.type(screen.getByRole('textbox', { name: 'Your own instructions' }), 'B');
    expect(h.onCustomInstructionsChange).toHaveBeenCalledWith('B');
  });

  it('disables chat actions without a page and says when tokens are still counting', () => {
    render(
      <InstructionsPanel
        text="x"
        tokens={null}
        toolCount={0}
        detail="compact"
        customInstructions=""
        onDetailChange={vi.fn()}
        onCustomInstructionsChange={vi.fn()}
        onCopy={vi.fn()}
        onDownload={vi.fn()}
      />,
    );
    expect((screen.getByRole('button', { name: 'Insert into chat' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('button', { name: 'Attach as .md' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/tools ·/).textContent).toBe('0 tools · 1 chars · counting tokens…');
  });
});
