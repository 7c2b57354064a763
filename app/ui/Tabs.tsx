import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabDef<T extends string> {
  id: T;
  label: string;
  /** Shown next to the label, e.g. the number of calls waiting. */
  count?: number;
}

export interface TabsProps<T extends string> {
  tabs: TabDef<T>[];
  selected: T;
  onSelect(id: T): void;
  label: string;
  children: ReactNode;
}

/** WAI-ARIA tabs: one tab stop, arrow keys move between tabs, the panel is labelled by its tab. */
export function Tabs<T extends string>({ tabs, selected, onSelect, label, children }: TabsProps<T>) {
  const base = useId();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((t) => t.id === selected);
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!delta) return;
    const nextIndex = (index + delta + tabs.length) % tabs.length;
    const target = tabs[nextIndex];
    if (!target) return;
    onSelect(target.id);
    listRef.current?.querySelectorAll<HTMLElement>('[role="tab"]')[nextIndex]?.focus();
  };
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        // Narrow sidebars (down to 320 px) tighten the tabs so all fit; wrapping is the fallback, never a hidden tab.
        className="flex flex-wrap gap-x-1 border-b border-slate-200 px-2 max-[400px]:gap-x-0 max-[400px]:px-1 dark:border-slate-800"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              id={`${base}-tab-${tab.id}`}
              type="button"
              role="tab"
              aria-selected={active}
              aria-controls={`${base}-panel`}
              tabIndex={active ? 0 : -1}
              // The count stays out of the tab's name (so "Calls" is always "Calls") but is still announced.
              {...(tab.count ? { 'aria-description': `${tab.count} waiting` } : {})}
              onClick={() => onSelect(tab.id)}
              className={`shrink-0 border-b-2 px-2 py-1.5 text-sm max-[400px]:px-1.5 max-[400px]:text-[13px] ${
                active
                  ? 'border-indigo-600 font-semibold text-indigo-700 dark:border-indigo-400 dark:text-indigo-300'
                  : 'border-transparent text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-100'
              }`}
            >
              {tab.label}
              {tab.count ? (
                <span
                  aria-hidden="true"
                  className="ml-1 rounded-full bg-amber-500 px-1.5 text-[11px] text-white"
                >
                  {tab.count}
                </span>
              ) : null}
            </button>
          );
        })}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-tab-${selected}`}
        className="min-h-0 flex-1 overflow-y-auto p-3"
      >
        {children}
      </div>
    </div>
  );
}
