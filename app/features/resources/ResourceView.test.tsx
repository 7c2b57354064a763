import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceView } from './ResourceView';
import { SHOWN_BYTES, shownContents } from './resourceContents';

const HOSTILE = '<img src=x onerror=alert(1)><script>alert(2)</script><a href="javascript:alert(3)">x</a>';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

function renderView(contents: unknown[], handlers: { onInsert?: () => void; onAttach?: () => void } = {}) {
  return render(
    <ResourceView
      uri="javascript:alert(1)"
      name="A resource"
      serverName="srv"
      state={{ status: 'done', contents: shownContents(contents) }}
      subscribed={false}
      updates={0}
      onClose={() => undefined}
      {...handlers}
    />,
  );
}

describe('ResourceView', () => {
  it('shows hostile text as text, never as markup or a link', () => {
    const { container } = renderView([{ uri: 'javascript:alert(1)', text: HOSTILE }]);
    expect(screen.getByTestId('resource-text').textContent).toBe(HOSTILE);
    expect(container.querySelector('script, img, a, iframe')).toBeNull();
    // The URI is text too.
    expect(screen.getAllByText('javascript:alert(1)')[0]?.tagName).toBe('CODE');
  });

  it('bounds a huge text and says so, while Insert takes the whole text', async () => {
    const onInsert = vi.fn();
    const text = 'z'.repeat(SHOWN_BYTES * 4);
    renderView([{ uri: 'test://huge', text }], { onInsert, onAttach: vi.fn() });
    expect(screen.getByTestId('resource-text').textContent).toHaveLength(SHOWN_BYTES);
    expect(screen.getByText(/^Shown: the first 64 KB of 256 KB\./)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Insert as text' }));
    expect(onInsert).toHaveBeenCalledWith(text);
  });

  it('renders an image from a data: URL, describes a blob, and names a broken one', async () => {
    const onAttach = vi.fn();
    const { container } = renderView(
      [
        { uri: 'test://i', mimeType: 'image/png', blob: PNG },
        { uri: 'test://b', mimeType: 'application/zip', blob: 'UEsDBA==' },
        { uri: 'test://x', mimeType: 'image/png', blob: 'not base64!' },
      ],
      { onInsert: vi.fn(), onAttach },
    );
    expect(container.querySelector('img')?.getAttribute('src')).toBe(`data:image/png;base64,${PNG}`);
    expect(screen.getByText('Binary content, 4 B, application/zip')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch(/broken base64/);
    // Blobs can be attached, never inserted as text; the broken one offers neither.
    expect(screen.queryByRole('button', { name: 'Insert as text' })).toBeNull();
    const attach = screen.getAllByRole('button', { name: 'Attach to chat' });
    expect(attach).toHaveLength(2);
    await userEvent.click(attach[1]!);
    expect(onAttach).toHaveBeenCalledWith(
      expect.objectContaining({ kind: 'blob', mimeType: 'application/zip', base64: 'UEsDBA==' }),
    );
  });

  it('offers neither Insert nor Attach where no chat page can take them', () => {
    renderView([{ uri: 'test://a', text: 'hello' }]);
    expect(screen.queryByRole('button', { name: /Insert|Attach/ })).toBeNull();
  });
});
