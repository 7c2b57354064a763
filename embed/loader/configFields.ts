// Validates raw config fields (already merged from `data-config` and `data-*`) into an EmbedConfig.
// Unknown keys are ignored; a bad value keeps the default and adds a warning, so a typo in a snippet
// never stops the sidebar from loading.
import type { EmbedConfig } from '../types';
import { PAGE_LAYOUT, PAGE_SETTINGS, clampToRange, isIntegerSpec } from '../../bridge/protocol/settings';
import type { IntegerSpec, PageSettings, SettingSpec } from '../../bridge/protocol/settings';
import type { GenericSelectors, SuggestedServer } from '../../bridge/protocol/types';
import { hasCredentials } from '../../bridge/protocol/credentials';
import { isRecord } from '../../bridge/format/isRecord';

const SELECTOR_KEYS: readonly (keyof GenericSelectors)[] = [
  'input',
  'sendButton',
  'assistantMessage',
  'codeBlock',
  'streaming',
  'userMessage',
  'fileInput',
];
// The formats' object check, shared so the page bundle carries one copy.
export { isRecord };

/** Returns the origin of an http(s) URL that is a bare origin (no path, query or credentials), or undefined. */
export function toHttpOrigin(value: unknown): string | undefined {
  const url = toHttpUrl(value);
  return url && url.pathname === '/' && !url.search && !url.hash ? url.origin : undefined;
}

/** An http(s) URL that carries no credentials (bridge/protocol/credentials.ts), or undefined. */
export function toHttpUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  try {
    const url = new URL(value);
    const http = url.protocol === 'http:' || url.protocol === 'https:';
    return http && !hasCredentials(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

export function parseBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === '' || value === 'true') return true;
  if (value === 'false') return false;
  return undefined;
}

export function parseNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/** A number in the spec's range, rounded; else undefined. In range means the clamp leaves it as it is. */
function readInteger(spec: IntegerSpec, value: unknown): number | undefined {
  const number = Math.round(parseNumber(value) ?? Number.NaN);
  return clampToRange(spec, number) === number ? number : undefined;
}

const rangeRule = (spec: IntegerSpec) => `must be a number from ${spec.min} to ${spec.max}`;

function pickSelectors(value: unknown, warnings: string[]): Partial<GenericSelectors> | undefined {
  if (!isRecord(value)) return undefined;
  const selectors: Partial<GenericSelectors> = {};
  for (const key of SELECTOR_KEYS) {
    const selector = value[key];
    if (typeof selector === 'string' && selector.trim()) selectors[key] = selector;
    else if (selector !== undefined) warnings.push(`selectors.${key} must be a non-empty string; ignored.`);
  }
  return selectors;
}

function pickSettings(value: unknown, warnings: string[]): Partial<PageSettings> | undefined {
  if (!isRecord(value)) return undefined;
  const settings: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(PAGE_SETTINGS) as [string, SettingSpec][]) {
    if (value[key] === undefined) continue;
    const integer = isIntegerSpec(spec);
    const setting = integer ? readInteger(spec, value[key]) : parseBoolean(value[key]);
    if (setting !== undefined) settings[key] = setting;
    else
      warnings.push(
        `settingsDefaults.${key} ${integer ? rangeRule(spec) : 'must be true or false'}; ignored.`,
      );
  }
  return settings as Partial<PageSettings>;
}

function pickServers(value: unknown, warnings: string[]): SuggestedServer[] | undefined {
  if (value === undefined) return undefined;
  if (!Array.isArray(value)) {
    warnings.push('suggestedServers must be an array; ignored.');
    return undefined;
  }
  const servers: SuggestedServer[] = [];
  value.forEach((entry: unknown, index) => {
    const name = isRecord(entry) && typeof entry.name === 'string' ? entry.name.trim() : '';
    const url = isRecord(entry) ? toHttpUrl(entry.url) : undefined;
    if (name && url) servers.push({ name, url: url.href });
    else
      warnings.push(
        `suggestedServers[${index}] needs a name and an http(s) URL without credentials; ignored.`,
      );
  });
  return servers;
}

/** Checks one raw value: the field's value, or undefined (then the rule goes into the warning). */
type Field<T> = [read: (value: unknown) => T | undefined, rule: string];

const matching = (pattern: RegExp) => (value: unknown) =>
  typeof value === 'string' && pattern.test(value) ? value : undefined;
/** A field that takes one of `options`; its rule lists them. */
const oneOf = <T extends string>(options: readonly T[]): Field<T> => [
  (value) => options.find((option) => option === value),
  `must be one of ${options.join(', ')}`,
];

/** The plain fields, in the order their warnings are given. */
const FIELDS: { [K in keyof EmbedConfig]?: Field<EmbedConfig[K]> } = {
  appOrigin: [toHttpOrigin, 'must be an http(s) origin like https://example.org'],
  sidebarPath: [matching(/^\/(?!\/)/), 'must be a path starting with a single /'],
  adapter: [matching(/^[a-z0-9-]+$/i), 'must be an adapter id'],
  layout: oneOf(PAGE_LAYOUT.layout.options),
  mode: oneOf(['frame', 'window'] as const),
  open: [parseBoolean, 'must be true or false'],
  width: [(value) => readInteger(PAGE_LAYOUT.width, value), `${rangeRule(PAGE_LAYOUT.width)} (pixels)`],
  webmcpChannel: [matching(/^[\w.-]{1,100}$/), 'must be 1-100 letters, digits, ".", "_" or "-"'],
};

/** Applies each known field over the defaults; returns a new config. */
export function applyFields(
  raw: Record<string, unknown>,
  defaults: EmbedConfig,
  warnings: string[],
): EmbedConfig {
  const config: EmbedConfig = { ...defaults };
  for (const [key, [read, rule]] of Object.entries(FIELDS) as [string, Field<unknown>][]) {
    if (raw[key] === undefined) continue;
    const value = read(raw[key]);
    if (value === undefined) warnings.push(`${key} ${rule}; using the default.`);
    else (config as unknown as Record<string, unknown>)[key] = value;
  }
  const selectors = pickSelectors(raw.selectors, warnings);
  if (selectors) config.selectors = { ...defaults.selectors, ...selectors };
  const settings = pickSettings(raw.settingsDefaults, warnings);
  if (settings) config.settingsDefaults = { ...defaults.settingsDefaults, ...settings };
  const servers = pickServers(raw.suggestedServers, warnings);
  if (servers) config.suggestedServers = servers;
  return config;
}
