// How the sidebar sits on the chat page, one option per entry of the layout table (PAGE_LAYOUT.layout) with the
// app's label. The sidebar's Page layout settings and the dashboard's snippet generator both use it.
import { useId } from 'react';
import { PAGE_LAYOUT } from '../../bridge/protocol/settings';
import type { PageLayout } from '../../bridge/protocol/settings';
import { LAYOUT_LABELS } from './settingLabels';
import { inputBase } from './ui';

type Layout = PageLayout['layout'];

export interface LayoutSelectProps {
  label: string;
  value: Layout;
  onChange(layout: Layout): void;
}

export function LayoutSelect({ label, value, onChange }: LayoutSelectProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-3 py-1">
      <label htmlFor={id} className="text-sm">
        {label}
      </label>
      <select
        id={id}
        className={inputBase}
        value={value}
        onChange={(e) =>
          onChange(PAGE_LAYOUT.layout.options.find((option) => option === e.target.value) ?? value)
        }
      >
        {PAGE_LAYOUT.layout.options.map((option) => (
          <option key={option} value={option}>
            {LAYOUT_LABELS[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
