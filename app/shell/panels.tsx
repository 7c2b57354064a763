// The tabs' panels, each loaded when its tab is first shown (each feature's index.ts makes its panel a
// lazyPanel): the sidebar's first download holds only its frame (header, notices, tabs), so it paints before
// the panels' code (schema form, virtual list, settings) has arrived.
import { CallsPanel } from '../features/calls';
import { InstructionsContainer } from '../features/instructions';
import { PromptsPanel } from '../features/prompts';
import { ResourcesPanel } from '../features/resources';
import { ToolsPanel } from '../features/tools';
import { muted } from '../ui/classNames';
import { lazyPanel } from '../ui/lazyPanel';

export const ServersTab = /* @__PURE__ */ lazyPanel(() => import('./ServersTab').then((m) => m.ServersTab));
export const SettingsTab = /* @__PURE__ */ lazyPanel(() =>
  import('./SettingsTab').then((m) => m.SettingsTab),
);

export { CallsPanel, InstructionsContainer, PromptsPanel, ResourcesPanel, ToolsPanel };

const PANELS = [
  CallsPanel,
  ToolsPanel,
  InstructionsContainer,
  ServersTab,
  SettingsTab,
  PromptsPanel,
  ResourcesPanel,
];

/** Loads every panel's code, so no later tab switch waits; the sidebar calls it once idle, tests before rendering. */
export function preloadPanels(): Promise<unknown> {
  return Promise.all(PANELS.map((panel) => panel.preload()));
}

/** What a tab shows while its code (or the runtime it needs) loads: a few milliseconds on a fast link. */
export function PanelLoading() {
  return (
    <p role="status" className={`px-3 py-2 ${muted}`}>
      Loading…
    </p>
  );
}
