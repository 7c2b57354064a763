// A card's Copy puts on the clipboard the text the page writes into the chat for the same result
// (bridge/format's toolResultText), structured content included by the same rule.
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallToolResult } from '../../../bridge/connections/types';
import { toolResultText } from '../../../bridge/format';
import type { CallRecord } from '../../../bridge/hub/types';
import { renderWithRuntime, testRuntime, testStore } from '../../shell/test/testRuntime';
import type { AppStore } from '../../shell/store';
import { CallsPanel } from './CallsPanel';

let store: AppStore;
const writeText = vi.fn(async (_text: string) => {});

beforeEach(() => {
  localStorage.clear();
  store = testStore();
  writeText.mockClear();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

const doneCall = (result: CallToolResult): CallRecord => ({
  id: 'r1',
  source: 'chat',
  meta: { key: 'k', callId: '7', conversation: '/c' },
  exposedName: 'count_items',
  args: {},
  status: 'done',
  result,
  startedAt: 1,
  endedAt: 2,
});

describe('Copy on a call card', () => {
  it.each<[string, CallToolResult, string]>([
    [
      'structured content alone is copied as JSON',
      { content: [], structuredContent: { n: 2 } },
      '{\n  "n": 2\n}',
    ],
    [
      'a text block beside structured content is copied alone',
      { content: [{ type: 'text', text: 'two items' }], structuredContent: { n: 2 } },
      'two items',
    ],
    [
      'media beside structured content is copied with its JSON',
      { content: [{ type: 'image', data: 'AAAA', mimeType: 'image/png' }], structuredContent: { n: 2 } },
      '[image image/png, 3 B]\n{\n  "n": 2\n}',
    ],
  ])('%s, as the chat gets it', (_label, result, copied) => {
    store.setState({ calls: [doneCall(result)] });
    renderWithRuntime(<CallsPanel canInsert={false} />, testRuntime({ store }));
    const card = screen.getByRole('article', { name: 'Call count_items' });
    fireEvent.click(within(card).getByRole('button', { name: 'Copy' }));
    expect(writeText.mock.calls).toEqual([[copied]]);
    expect(copied).toBe(toolResultText(result));
  });
});
