import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResultContent } from './ResultContent';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script>';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('ResultContent', () => {
  it('renders every block kind as safe elements, never as HTML', () => {
    const { container } = render(
      <ResultContent
        result={{
          content: [
            { type: 'text', text: HOSTILE },
            { type: 'image', data: PNG, mimeType: 'image/png' },
            { type: 'image', data: 'x"onerror="1', mimeType: 'text/html' },
            { type: 'audio', data: 'UklGRg==', mimeType: 'audio/wav' },
            { type: 'resource_link', uri: 'javascript:alert(1)', name: 'evil link' },
            {
              type: 'resource',
              resource: { uri: 'file:///notes.md', mimeType: 'text/markdown', text: HOSTILE },
            },
            { type: 'resource', resource: { uri: 'file:///a.bin', blob: 'AAAA' } },
          ],
        }}
      />,
    );
    expect(screen.getAllByText(HOSTILE)).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    const images = screen.getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]?.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('data:audio/wav;base64,UklGRg==');
    // The image that can't be shown reads as Copy and the chat read it.
    expect(screen.getByText('[image text/html, 7 B]').tagName).toBe('PRE');
    expect(screen.getByText('javascript:alert(1)').tagName).toBe('CODE');
    expect(container.querySelector('a')).toBeNull();
    expect(screen.getByText(/^Binary content/).textContent).toBe('Binary content, 3 B');
  });

  it('pretty-prints JSON text, folds long JSON, and shows structured content', async () => {
    const user = userEvent.setup();
    const long = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `item ${i}` })) };
    render(
      <ResultContent
        result={{
          content: [
            { type: 'text', text: '{"a":1}' },
            { type: 'text', text: JSON.stringify(long) },
          ],
          structuredContent: { ok: true },
        }}
      />,
    );
    expect(screen.getByText(/"a": 1/).textContent).toBe('{\n  "a": 1\n}');
    const fold = screen.getByText('JSON: object with 1 keys');
    expect(fold.closest('details')?.open).toBe(false);
    await user.click(fold);
    expect(fold.closest('details')?.open).toBe(true);
    expect(screen.getByText('Structured content').closest('details')?.open).toBe(false);
  });
});

describe('ResultContent resource links', () => {
  it('opens a resource link in the sidebar, and never a javascript: or data: one', async () => {
    const onOpenLink = vi.fn();
    const { container } = render(
      <ResultContent
        result={{
          content: [
            { type: 'resource_link', uri: 'demo://resource/dynamic/text/2', name: 'Text Resource 2' },
            { type: 'resource_link', uri: 'javascript:alert(1)', name: 'evil' },
            { type: 'resource_link', uri: 'data:text/html,<script>alert(1)</script>', name: 'inline' },
          ],
        }}
        onOpenLink={onOpenLink}
      />,
    );
    expect(container.querySelector('a')).toBeNull();
    const open = screen.getAllByRole('button', { name: /^Open / });
    expect(open.map((b) => b.getAttribute('aria-label'))).toEqual(['Open Text Resource 2 in the sidebar']);
    await userEvent.click(open[0]!);
    expect(onOpenLink).toHaveBeenCalledWith('demo://resource/dynamic/text/2', 'Text Resource 2');
  });
});
