// The one table of what the page and the sidebar share as settings: each key with its default, and for numbers
// the range. Everything else is derived from it: the types, the hub's bounds on what a page suggests, the embed
// config reader, the loader's clamp, the store's defaults and the Settings panel. The page bundles this file, so
// it holds no labels (those are the app's, in app/features/settings/settingLabels.ts).

/** A flag, or a whole number within [min, max]; the kind is the default's type. */
export type SettingSpec = { readonly default: boolean } | IntegerSpec;
export interface IntegerSpec {
  readonly default: number;
  readonly min: number;
  readonly max: number;
}

/** Automation settings the page runtime reads from SETTINGS_URI; in the order the Settings panel shows them. */
export const PAGE_SETTINGS = {
  /** Run detected calls without waiting; tools with policy "ask" still wait for approval. */
  autoExecute: { default: true },
  /** Write results into the chat input. */
  autoInsert: { default: true },
  /** Press send after inserting results. Sending on the user's behalf starts off; a site may suggest it. */
  autoSubmit: { default: false },
  /** Let the AI keep calling tools (the agent loop); starts off like autoSubmit. */
  agentMode: { default: false },
  insertDelayMs: { default: 0, min: 0, max: 60_000 },
  submitDelayMs: { default: 300, min: 0, max: 60_000 },
  /** Results longer than this many characters are attached as a .md file instead of typed. */
  attachThresholdChars: { default: 4000, min: 0, max: 1_000_000 },
} as const satisfies Record<string, SettingSpec>;

/**
 * How the loader shows the sidebar frame on the chat page. Width: 320-800 px. The sidebar is laid out for 320 px
 * and up (tabs, screenshots), and past 800 a "push" layout leaves too little of a laptop screen for the chat.
 */
export const PAGE_LAYOUT = {
  layout: { default: 'overlay', options: ['overlay', 'push'] },
  width: { default: 400, min: 320, max: 800 },
  /** Only the toggle handle shows. */
  minimized: { default: false },
} as const;

/** The value type of one entry: one of its options, else the widened type of its default. */
type ValueOf<S> = S extends { options: readonly (infer O)[] }
  ? O
  : S extends { default: boolean }
    ? boolean
    : number;

export type PageSettings = {
  -readonly [K in keyof typeof PAGE_SETTINGS]: ValueOf<(typeof PAGE_SETTINGS)[K]>;
};
export type PageSettingKey = keyof PageSettings;
export type PageLayout = { -readonly [K in keyof typeof PAGE_LAYOUT]: ValueOf<(typeof PAGE_LAYOUT)[K]> };

export const DEFAULT_PAGE_SETTINGS = Object.fromEntries(
  Object.entries(PAGE_SETTINGS).map(([key, spec]) => [key, spec.default]),
) as PageSettings;

export function isIntegerSpec(spec: SettingSpec): spec is IntegerSpec {
  return 'max' in spec;
}

/** Rounds into the spec's range; a value that is not a finite number gives the default. */
export function clampToRange(spec: IntegerSpec, value: number): number {
  return Number.isFinite(value) ? Math.min(spec.max, Math.max(spec.min, Math.round(value))) : spec.default;
}
