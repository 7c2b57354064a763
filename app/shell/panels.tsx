// The tabs' panels, each loaded when its tab is first shown: the sidebar's first download holds only its
// frame (header, notices, tabs), so it paints before the panels' code (schema form, virtual list, settings)
// has arrived.
import { muted } from '../ui/classNames';
import { lazyPanel } from '../ui/lazyPanel';

export const CallsPanel = lazyPanel(() => import('../features/calls/CallsPanel').then((m) => m.CallsPanel));
export const ToolsPanel = lazyPanel(() => import('../features/tools/ToolsPanel').then((m) => m.ToolsPanel));
export const PromptsPanel = lazyPanel(() =>
  import('../features/prompts/PromptsPanel').then((m) => m.PromptsPanel),
);
export const ResourcesPanel = lazyPanel(() =>
  import('../features/resources/ResourcesPanel').then((m) => m.ResourcesPanel),
);
export const InstructionsContainer = lazyPanel(() =>
  import('../features/instructions/InstructionsContainer').then((m) => m.InstructionsContainer),
);
export const ServersTab = lazyPanel(() => import('./ServersTab').then((m) => m.ServersTab));
export const SettingsTab = lazyPanel(() => import('./SettingsTab').then((m) => m.SettingsTab));
// Dashboard-only: the bookmarklet and the snippet generator.
export const InstallTab = lazyPanel(() => import('../features/install/InstallTab').then((m) => m.InstallTab));

/** The sidebar's panels, loaded once idle so no later tab switch waits. */
const SIDEBAR_PANELS = [
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
  return Promise.all(SIDEBAR_PANELS.map((panel) => panel.preload()));
}

/** What a tab shows while its code (or the runtime it needs) loads: a few milliseconds on a fast link. */
export function PanelLoading() {
  return (
    <p role="status" className={`px-3 py-2 ${muted}`}>
      Loading…
    </p>
  );
}
