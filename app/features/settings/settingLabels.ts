// How the Settings panel names each automation setting. App-only, so the page bundle carries no labels; keyed by
// the settings table (bridge/protocol/settings.ts), so a new setting fails typecheck until it has a label.
import type { PageLayout, PageSettingKey } from '../../../bridge/protocol/settings';

export interface SettingLabel {
  label: string;
  description?: string;
  /** Numbers only: the unit after the field and the step of its arrows. */
  unit?: string;
  step?: number;
}

export const SETTING_LABELS: Record<PageSettingKey, SettingLabel> = {
  autoExecute: {
    label: 'Auto-execute',
    description: 'Run detected calls right away. Tools set to “ask” still wait for you.',
  },
  autoInsert: { label: 'Auto-insert', description: 'Write results into the chat input.' },
  autoSubmit: { label: 'Auto-submit', description: 'Press send after inserting a result.' },
  agentMode: { label: 'Agent mode', description: 'Let the AI keep calling tools until it is done.' },
  insertDelayMs: { label: 'Insert delay', unit: 'ms', step: 100 },
  submitDelayMs: { label: 'Submit delay', unit: 'ms', step: 100 },
  attachThresholdChars: { label: 'Attach results longer than', unit: 'chars', step: 500 },
};

/** How the sidebar sits on the chat page, for each option of the layout table (PAGE_LAYOUT.layout). */
export const LAYOUT_LABELS: Record<PageLayout['layout'], string> = {
  overlay: 'Over the page',
  push: 'Beside the page',
};
