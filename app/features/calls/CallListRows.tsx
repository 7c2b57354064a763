// The call cards of the Calls tab, virtualized (@tanstack/react-virtual): only the rows in view, and a few
// around them, are in the DOM, so a history of 1,000 calls scrolls at 60 fps. Cards differ in height (results,
// open arguments), so each row measures itself.
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Rect,
  type Virtualizer,
} from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import type { CallToolResult } from '../../../bridge/connections/types';
import type { CallRecord } from '../../../bridge/hub/types';

export interface CallListRowsProps {
  /** In the order shown. */
  calls: CallRecord[];
  renderCard(call: CallRecord): ReactNode;
  /** Loads a result that is in the saved history only (`resultSaved`), for the card in view. */
  loadResult?: ((id: string) => Promise<CallToolResult | undefined>) | undefined;
  /** A call to scroll to and focus (a badge click in the chat); `onFocused` once its card has focus. */
  focusId?: string | undefined;
  onFocused?: () => void;
}

/** A done card with a short result; rows correct it once measured. */
export const ESTIMATED_ROW_PX = 180;
/** Rows rendered beyond each edge, so Tab and a short scroll find the next card already there. */
const OVERSCAN = 4;
/** Used while the scroller has no height (not laid out yet, or no layout at all, as in jsdom). */
const FALLBACK_VIEWPORT_PX = 800;

function viewportRect(instance: Virtualizer<HTMLDivElement, HTMLLIElement>, cb: (rect: Rect) => void) {
  return observeElementRect(instance, (rect) =>
    cb(rect.height > 0 ? rect : { width: rect.width, height: FALLBACK_VIEWPORT_PX }),
  );
}

interface RowProps {
  call: CallRecord;
  renderCard(call: CallRecord): ReactNode;
  loadResult: CallListRowsProps['loadResult'];
}

/**
 * Renders a card again only when its call or the card renderer changes, not on every scroll frame. An older
 * call's result is loaded while its row is rendered and let go with the row, so memory holds only those in view.
 */
const Row = memo(function Row({ call, renderCard, loadResult }: RowProps) {
  const [loaded, setLoaded] = useState<{ id: string; result: CallToolResult | undefined } | null>(null);
  const saved = call.resultSaved === true && call.result === undefined;
  useEffect(() => {
    if (!saved || !loadResult) return;
    let current = true;
    // Both outcomes are handled: a result that can't be read shows as missing.
    void loadResult(call.id).then(
      (result) => current && setLoaded({ id: call.id, result }),
      () => current && setLoaded({ id: call.id, result: undefined }),
    );
    return () => {
      current = false;
    };
  }, [saved, loadResult, call.id]);
  if (!saved || loaded?.id !== call.id) return renderCard(call);
  // Loaded, or gone from storage (then the card shows no result rather than waiting for one).
  const { resultSaved: _loaded, ...rest } = call;
  return renderCard(loaded.result ? { ...rest, result: loaded.result } : rest);
});

export function CallListRows({ calls, renderCard, loadResult, focusId, onFocused }: CallListRowsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // The row holding keyboard focus stays rendered while scrolled away, so focus is never dropped to <body>.
  // Kept by call id: a new call moves every row down one place.
  const [activeId, setActiveId] = useState<string | null>(null);
  const activeIndex = useMemo(
    () => (activeId === null ? -1 : calls.findIndex((call) => call.id === activeId)),
    [calls, activeId],
  );
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (activeIndex < 0 || activeIndex >= range.count || indexes.includes(activeIndex)) return indexes;
      return [...indexes, activeIndex].sort((a, b) => a - b);
    },
    [activeIndex],
  );
  // The virtualizer re-renders this component itself; nothing here relies on React Compiler memoization.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLLIElement>({
    count: calls.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => calls[index]?.id ?? index,
    overscan: OVERSCAN,
    rangeExtractor,
    observeElementRect: viewportRect,
  });

  // Calls that arrive above the old first row while the user reads further down push the rows down: keep the
  // view on what they read, as the browser's scroll anchoring does for a list in normal flow. At the top, the
  // new calls show.
  const firstId = calls[0]?.id;
  const previousFirstId = useRef(firstId);
  useLayoutEffect(() => {
    const previous = previousFirstId.current;
    previousFirstId.current = firstId;
    const element = scroller.current;
    if (!element || element.scrollTop === 0 || previous === undefined || previous === firstId) return;
    const moved = calls.findIndex((call) => call.id === previous);
    const inserted = moved > 0 ? virtualizer.measurementsCache[moved]?.start : undefined;
    if (inserted !== undefined) virtualizer.scrollToOffset(element.scrollTop + inserted);
  }, [firstId, calls, virtualizer]);

  // Scroll the asked-for call into the rendered range, then focus its card once it is in the DOM.
  const focusIndex = focusId === undefined ? -1 : calls.findIndex((call) => call.id === focusId);
  const focusing = useRef<{ id: string; done: boolean } | null>(null);
  useLayoutEffect(() => {
    if (focusId === undefined || focusIndex < 0) {
      focusing.current = null;
      return;
    }
    if (focusing.current?.id !== focusId) {
      focusing.current = { id: focusId, done: false };
      virtualizer.scrollToIndex(focusIndex, { align: 'auto' });
    }
    const card = scroller.current?.querySelector<HTMLElement>(`li[data-index="${focusIndex}"] article`);
    if (focusing.current.done || !card) return; // Not rendered yet: the scroll renders it, and this runs again.
    focusing.current.done = true;
    card.focus({ preventScroll: true });
    onFocused?.();
  });

  const onFocus = (event: FocusEvent<HTMLOListElement>) => {
    const row = (event.target as Element).closest<HTMLElement>('li[data-index]');
    const call = row ? calls[Number(row.dataset.index)] : undefined;
    if (call) setActiveId(call.id);
  };
  const onBlur = (event: FocusEvent<HTMLOListElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setActiveId(null);
  };

  const rows = virtualizer.getVirtualItems();
  return (
    // p-0.5 keeps the focused card's outline inside the scroller's clip.
    <div ref={scroller} className="min-h-0 flex-1 overflow-y-auto p-0.5">
      <ol
        aria-label="Tool calls"
        className="relative"
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {rows.map((row) => {
          const call = calls[row.index];
          if (!call) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              // The whole list's size and each row's place, for screen readers that see only the rendered rows.
              aria-setsize={calls.length}
              aria-posinset={row.index + 1}
              // `top`, not a transform: the visibility gate (IntersectionObserver v2) distrusts transformed ancestors.
              className="absolute left-0 w-full pb-2"
              style={{ top: row.start }}
            >
              <Row call={call} renderCard={renderCard} loadResult={loadResult} />
            </li>
          );
        })}
      </ol>
    </div>
  );
}
