import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import type { CallToolResult } from '../../../bridge/connections/types';
import { ResultBlock } from './ResultBlock';

type Block = CallToolResult['content'][number];

describe('ResultBlock with a malformed block from old history', () => {
  it.each([
    [{ type: 'text' }],
    [{ type: 'text', text: { html: '<b>x</b>' } }],
    [{ type: 'image', data: 5, mimeType: 'image/png' }],
    [{ type: 'resource_link', uri: 'https://x.example', name: { evil: true } }],
    [{ type: 'resource', resource: { uri: 'file:///a' } }],
  ])('shows %j as raw JSON instead of throwing', (block) => {
    const { container } = render(<ResultBlock block={block as unknown as Block} index={0} />);
    expect(container.textContent).toBe(JSON.stringify(block, null, 2));
  });

  it('still renders a well-formed text block as text', () => {
    const { container } = render(<ResultBlock block={{ type: 'text', text: 'hello' }} index={0} />);
    expect(container.textContent).toBe('hello');
  });
});
