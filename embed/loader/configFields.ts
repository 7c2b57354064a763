// Validates raw config fields (already merged from `data-config` and `data-*`) into an EmbedConfig.
// Unknown keys are ignored; a bad value keeps the default and adds a warning, so a typo in a snippet
// never stops the sidebar from loading.
import type { EmbedConfig } from '../types';
import type { GenericSelectors, PageSettings, SuggestedServer } from '../../bridge/protocol/types';

const SELECTOR_KEYS: readonly (keyof GenericSelectors)[] = [
  'input',
  'sendButton',
  'assistantMessage',
  'codeBlock',
  'streaming',
  'userMessage',
  'fileInput',
];
const BOOLEAN_SETTINGS: readonly (keyof PageSettings)[] = [
  'autoExecute',
  'autoInsert',
  'autoSubmit',
  'agentMode',
];
const NUMBER_SETTINGS: readonly (keyof PageSettings)[] = [
  'insertDelayMs',
  'submitDelayMs',
  'attachThresholdChars',
];
/** Key names that suggest a secret; the page can read all config, so these are never carried. */
export const SECRET_KEY = /^(headers?|authorization|cookies?|password|secret|api[-_]?key|.*token.*)$/i;
export const WIDTH_RANGE = { min: 240, max: 1600 } as const;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Returns the origin of an http(s) URL that is a bare origin (no path, query or credentials), or null. */
export function toHttpOrigin(value: unknown): string | null {
  const url = toHttpUrl(value);
  const bare = url && url.pathname === '/' && !url.search && !url.hash;
  return url && bare ? url.origin : null;
}

/** An http(s) URL without embedded credentials, or null. */
export function toHttpUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    const http = url.protocol === 'http:' || url.protocol === 'https:';
    return http && !url.username && !url.password ? url : null;
  } catch {
    return null;
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
  const settings: Partial<PageSettings> = {};
  for (const key of BOOLEAN_SETTINGS) {
    if (value[key] === undefined) continue;
    const flag = parseBoolean(value[key]);
    if (flag === undefined) warnings.push(`settingsDefaults.${key} must be true or false; ignored.`);
    else (settings as Record<string, unknown>)[key] = flag;
  }
  for (const key of NUMBER_SETTINGS) {
    if (value[key] === undefined) continue;
    const number = parseNumber(value[key]);
    if (number === undefined || number < 0)
      warnings.push(`settingsDefaults.${key} must be a number >= 0; ignored.`);
    else (settings as Record<string, unknown>)[key] = number;
  }
  return settings;
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
    const url = isRecord(entry) ? toHttpUrl(entry.url) : null;
    const secretQuery = url && [...url.searchParams.keys()].some((key) => SECRET_KEY.test(key));
    if (name && url && !secretQuery) servers.push({ name, url: url.href });
    else
      warnings.push(
        `suggestedServers[${index}] needs a name and an http(s) URL without credentials; ignored.`,
      );
  });
  return servers;
}

/** Applies each known field over the defaults; returns a new config. */
export function applyFields(
  raw: Record<string, unknown>,
  defaults: EmbedConfig,
  warnings: string[],
): EmbedConfig {
  const config: EmbedConfig = { ...defaults };
  const invalid = (key: string, rule: string) => warnings.push(`${key} ${rule}; using the default.`);

  if (raw.appOrigin !== undefined) {
    const origin = toHttpOrigin(raw.appOrigin);
    if (origin) config.appOrigin = origin;
    else invalid('appOrigin', 'must be an http(s) origin like https://example.org');
  }
  if (raw.sidebarPath !== undefined) {
    const path = raw.sidebarPath;
    if (typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) config.sidebarPath = path;
    else invalid('sidebarPath', 'must be a path starting with a single /');
  }
  if (raw.adapter !== undefined) {
    if (typeof raw.adapter === 'string' && /^[a-z0-9-]+$/i.test(raw.adapter)) config.adapter = raw.adapter;
    else invalid('adapter', 'must be an adapter id');
  }
  if (raw.layout !== undefined) {
    if (raw.layout === 'overlay' || raw.layout === 'push') config.layout = raw.layout;
    else invalid('layout', 'must be "overlay" or "push"');
  }
  if (raw.mode !== undefined) {
    if (raw.mode === 'frame' || raw.mode === 'window') config.mode = raw.mode;
    else invalid('mode', 'must be "frame" or "window"');
  }
  if (raw.open !== undefined) {
    const open = parseBoolean(raw.open);
    if (open === undefined) invalid('open', 'must be true or false');
    else config.open = open;
  }
  if (raw.width !== undefined) {
    const width = parseNumber(raw.width);
    if (width === undefined || width < WIDTH_RANGE.min || width > WIDTH_RANGE.max) {
      invalid('width', `must be a number of pixels from ${WIDTH_RANGE.min} to ${WIDTH_RANGE.max}`);
    } else config.width = Math.round(width);
  }
  if (raw.webmcpChannel !== undefined) {
    if (typeof raw.webmcpChannel === 'string' && /^[\w.-]{1,100}$/.test(raw.webmcpChannel))
      config.webmcpChannel = raw.webmcpChannel;
    else invalid('webmcpChannel', 'must be a channel name of letters, digits, ".", "_" or "-"');
  }
  const selectors = pickSelectors(raw.selectors, warnings);
  if (selectors) config.selectors = { ...defaults.selectors, ...selectors };
  const settings = pickSettings(raw.settingsDefaults, warnings);
  if (settings) config.settingsDefaults = { ...defaults.settingsDefaults, ...settings };
  const servers = pickServers(raw.suggestedServers, warnings);
  if (servers) config.suggestedServers = servers;
  return config;
}
