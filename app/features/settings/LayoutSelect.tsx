// How the sidebar sits on the chat page, one option per entry of the layout table (PAGE_LAYOUT.layout) with the
// app's label. The sidebar's Page layout settings and the dashboard's snippet generator both use it.
import { PAGE_LAYOUT } from '../../../bridge/protocol/settings';
import type { PageLayout } from '../../../bridge/protocol/settings';
import { ChoiceSelect } from '../../ui/ChoiceSelect';
import { LAYOUT_LABELS } from './settingLabels';

type Layout = PageLayout['layout'];

export interface LayoutSelectProps {
  label: string;
  value: Layout;
  onChange(layout: Layout): void;
}

export function LayoutSelect({ label, value, onChange }: LayoutSelectProps) {
  return (
    <ChoiceSelect
      label={label}
      value={value}
      options={PAGE_LAYOUT.layout.options}
      labels={LAYOUT_LABELS}
      onChange={onChange}
    />
  );
}
