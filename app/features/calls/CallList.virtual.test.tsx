// The Calls tab renders only the cards in view, yet a card the chat asks for is scrolled to, rendered and
// focused however far down it is, and a focused card stays rendered while the list scrolls away from it.
// jsdom has no layout: the scroller is given a height, each row a height, and scrollTo a scroll event.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallToolResult } from '../../../bridge/connections/types';
import type { CallRecord } from '../../../bridge/hub/types';
import { CallList, type CallListProps } from './CallList';
import { ESTIMATED_ROW_PX } from './CallListRows';

const VIEWPORT_PX = 600;
const ROW_PX = 100;
const CALLS = 1000;

const restore: (() => void)[] = [];
function stub<K extends keyof HTMLElement>(name: K, descriptor: PropertyDescriptor) {
  const previous = Object.getOwnPropertyDescriptor(HTMLElement.prototype, name);
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, ...descriptor });
  restore.push(() => previous && Object.defineProperty(HTMLElement.prototype, name, previous));
}

beforeAll(() => {
  stub('clientHeight', {
    get(this: HTMLElement) {
      return this.classList.contains('overflow-y-auto') ? VIEWPORT_PX : 0;
    },
  });
  // The scroller's content is the list, as tall as the virtualizer says.
  stub('scrollHeight', {
    get(this: HTMLElement) {
      return parseFloat((this.firstElementChild as HTMLElement | null)?.style.height ?? '') || 0;
    },
  });
  stub('offsetHeight', {
    get(this: HTMLElement) {
      return this.tagName === 'LI' ? ROW_PX : 0;
    },
  });
  stub('scrollTo', {
    value(this: HTMLElement, options: ScrollToOptions) {
      this.scrollTop = options.top ?? this.scrollTop;
      // Browsers fire scroll events later, never inside the call.
      queueMicrotask(() => this.dispatchEvent(new Event('scroll')));
    },
  });
});
afterAll(() => restore.forEach((undo) => undo()));

const chatCall = (n: number | string): CallRecord => ({
  id: `c${n}`,
  source: 'chat',
  meta: { key: `key-${n}`, callId: String(n), conversation: '/c' },
  exposedName: `tool_${n}`,
  args: { n },
  status: 'done',
  startedAt: 1,
  endedAt: 2,
});
const calls = Array.from({ length: CALLS }, (_, i) => chatCall(i));

function list(extra: Partial<CallListProps> = {}) {
  return (
    <CallList
      calls={calls}
      serverNames={{}}
      awaitingApproval={{}}
      onRun={vi.fn()}
      onReject={vi.fn()}
      onRetry={vi.fn()}
      onCopy={vi.fn()}
      {...extra}
    />
  );
}

/** Lets the scroll events fire and React render what they changed. */
const settle = () => act(async () => {});
const cardNames = () => screen.queryAllByRole('article').map((card) => card.getAttribute('aria-label'));
const scroller = () => screen.getByRole('list', { name: 'Tool calls' }).parentElement as HTMLElement;

describe('CallList with a long history', () => {
  it('renders the cards in view and a few more, and says how long the list is', () => {
    render(list());
    const shown = cardNames();
    expect(shown.length).toBeGreaterThanOrEqual(VIEWPORT_PX / ROW_PX);
    expect(shown.length).toBeLessThan(20);
    expect(shown[0]).toBe('Call tool_0');
    const firstRow = screen.getAllByRole('listitem')[0];
    expect([firstRow?.getAttribute('aria-setsize'), firstRow?.getAttribute('aria-posinset')]).toEqual([
      String(CALLS),
      '1',
    ]);
  });

  it('scrolls to, renders and focuses a card far down when the chat asks for it', async () => {
    const onFocusHandled = vi.fn();
    const { rerender } = render(list({ focus: null, onFocusHandled }));
    expect(cardNames()).not.toContain('Call tool_900');

    rerender(list({ focus: { key: 'key-900' }, onFocusHandled }));
    await settle();
    const card = screen.getByRole('article', { name: 'Call tool_900' });
    expect(document.activeElement).toBe(card);
    expect(scroller().scrollTop).toBeGreaterThan(0);
    expect(onFocusHandled).toHaveBeenCalledOnce();
  });

  it('clears a search that hides the asked-for card, then focuses it', async () => {
    const user = userEvent.setup();
    const onFocusHandled = vi.fn();
    const { rerender } = render(list({ focus: null, onFocusHandled }));
    await user.type(screen.getByRole('searchbox', { name: 'Search calls' }), 'tool_12');
    expect(cardNames()).not.toContain('Call tool_500');

    rerender(list({ focus: { key: 'key-500' }, onFocusHandled }));
    await settle();
    expect(screen.getByRole('searchbox', { name: 'Search calls' })).toHaveProperty('value', '');
    expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Call tool_500' }));
    expect(onFocusHandled).toHaveBeenCalledOnce();
  });

  it('keeps the focused card rendered while the list scrolls away from it', async () => {
    render(list());
    const first = screen.getByRole('article', { name: 'Call tool_0' });
    act(() => first.focus());
    scroller().scrollTo({ top: 50_000 });
    await settle();
    const shown = cardNames();
    expect(shown).not.toContain('Call tool_1');
    expect(shown[0]).toBe('Call tool_0');
    expect(shown.length).toBeLessThan(20);
    expect(document.activeElement).toBe(first);
  });

  it('keeps the view on the cards being read when a new call arrives above them, and shows it at the top', async () => {
    const { rerender } = render(list());
    scroller().scrollTo({ top: 5_000 });
    await settle();
    const inView = cardNames();
    rerender(list({ calls: [chatCall('new'), ...calls] }));
    await settle();
    expect(scroller().scrollTop).toBe(5_000 + ESTIMATED_ROW_PX);
    expect(cardNames()).toEqual(inView);

    scroller().scrollTo({ top: 0 });
    await settle();
    rerender(list({ calls: [chatCall('newer'), chatCall('new'), ...calls] }));
    await settle();
    expect(scroller().scrollTop).toBe(0);
    expect(cardNames()[0]).toBe('Call tool_newer');
  });

  it("loads an older call's result from the saved history for its card, and copies that result", async () => {
    const result: CallToolResult = { content: [{ type: 'text', text: 'the saved graph' }] };
    let resolve!: (value: CallToolResult) => void;
    const loadResult = vi.fn(() => new Promise<CallToolResult>((done) => (resolve = done)));
    const onCopy = vi.fn();
    const old: CallRecord = { ...chatCall('old'), resultSaved: true };
    render(list({ calls: [old], loadResult, onCopy }));
    const card = screen.getByRole('article', { name: 'Call tool_old' });
    expect(card.textContent).toContain('Loading the result from the saved history');
    expect(loadResult).toHaveBeenCalledWith('cold');

    await act(async () => resolve(result));
    expect(card.textContent).toContain('the saved graph');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Copy' }));
    expect(onCopy).toHaveBeenCalledWith({ ...chatCall('old'), result });
  });
});
