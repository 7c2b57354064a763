// How the sidebar sits on the chat page: over it or beside it, how wide, and whether it starts minimized.
// The loader on the page applies it; a slider keeps the width inside what the loader accepts.
import { useId } from 'react';
import type { PageLayoutParams } from '../../../bridge/protocol/types';
import { PAGE_LAYOUT } from '../../../bridge/protocol/settings';
import type { PageLayout } from '../../../bridge/protocol/settings';
import { LayoutSelect } from './LayoutSelect';
import { Toggle } from '../../ui/Toggle';
import { card, muted } from '../../ui/classNames';

export interface PageLayoutSettingsProps extends PageLayout {
  onChange(change: PageLayoutParams): void;
}

export function PageLayoutSettings({ layout, width, minimized, onChange }: PageLayoutSettingsProps) {
  const widthId = useId();
  return (
    <section className={card} aria-label="Page layout">
      <h2 className="text-sm font-semibold">Page layout</h2>
      <LayoutSelect label="Sidebar" value={layout} onChange={(next) => onChange({ layout: next })} />
      <div className="flex items-center justify-between gap-3 py-1">
        <label htmlFor={widthId} className="text-sm">
          Width
        </label>
        <span className="flex items-center gap-2">
          <input
            id={widthId}
            type="range"
            min={PAGE_LAYOUT.width.min}
            max={PAGE_LAYOUT.width.max}
            step={10}
            value={width}
            aria-valuetext={`${width} pixels`}
            onChange={(e) => onChange({ width: e.target.valueAsNumber })}
            className="w-32 accent-indigo-600"
          />
          <span className="w-12 text-right text-xs tabular-nums">{width} px</span>
        </span>
      </div>
      <Toggle
        label="Start minimized"
        description="On chat pages, show only the MCP handle until you open the sidebar."
        checked={minimized}
        onChange={(on) => onChange({ minimized: on })}
      />
      <p className={muted}>
        Layout and width change the open chat page right away; “Start minimized” applies from its next load.
      </p>
    </section>
  );
}
