// Reads the loader's configuration from the embed snippet's <script> element (`data-config` JSON and
// `data-*` attributes, which win) over the build-time defaults. Everything here is readable by the host
// page, so keys that look like secrets are dropped with a warning instead of being carried anywhere.
import type { EmbedConfig } from '../types';
import { PAGE_LAYOUT, PAGE_SETTINGS } from '../../bridge/protocol/settings';
import { SECRET_NAME } from '../../bridge/protocol/credentials';
import { applyFields, isRecord } from './configFields';

/** What readConfig needs from the script element; `null` for a bookmarklet, which has no element. */
export interface ConfigSource {
  getAttribute(name: string): string | null;
}

export interface ConfigResult {
  config: EmbedConfig;
  warnings: string[];
}

/** Config keys that also have a `data-*` attribute (`appOrigin` -> `data-app-origin`). */
const ATTRIBUTE_KEYS: readonly (keyof EmbedConfig)[] = [
  'appOrigin',
  'adapter',
  'layout',
  'open',
  'width',
  'mode',
];

/** Every setting of the table has one too (`autoSubmit` -> `data-auto-submit`), for settingsDefaults. */
export const attributeName = (key: string) => `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export function defaultConfig(appOrigin: string): EmbedConfig {
  return {
    appOrigin,
    sidebarPath: '/sidebar.html',
    adapter: 'auto',
    layout: PAGE_LAYOUT.layout.default,
    open: !PAGE_LAYOUT.minimized.default,
    width: PAGE_LAYOUT.width.default,
    mode: 'frame',
  };
}

function rawFields(source: ConfigSource, warnings: string[]): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  const json = source.getAttribute('data-config');
  if (json) {
    try {
      const parsed: unknown = JSON.parse(json);
      if (isRecord(parsed)) Object.assign(raw, parsed);
      else warnings.push('data-config must be a JSON object; ignored.');
    } catch {
      warnings.push('data-config is not valid JSON; ignored.');
    }
  }
  for (const key of ATTRIBUTE_KEYS) {
    const value = source.getAttribute(attributeName(key));
    if (value !== null) raw[key] = value;
  }
  const settings: Record<string, unknown> = isRecord(raw.settingsDefaults) ? { ...raw.settingsDefaults } : {};
  let hasSettingAttribute = false;
  for (const key of Object.keys(PAGE_SETTINGS)) {
    const value = source.getAttribute(attributeName(key));
    if (value === null) continue;
    settings[key] = value;
    hasSettingAttribute = true;
  }
  if (hasSettingAttribute) raw.settingsDefaults = settings;
  return raw;
}

/** Drops secret-looking keys at any depth, with one warning per key. */
function stripSecrets(value: unknown, path: string, warnings: string[]): unknown {
  if (Array.isArray(value))
    return value.map((item, index) => stripSecrets(item, `${path}[${index}]`, warnings));
  if (!isRecord(value)) return value;
  const clean: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (SECRET_NAME.test(key)) {
      warnings.push(
        `"${at}" looks like a secret; ignored (the page can read the embed config: keep secrets out).`,
      );
    } else clean[key] = stripSecrets(item, at, warnings);
  }
  return clean;
}

/** Pure: the config for this script element (or the defaults for a bookmarklet), plus warnings to log. */
export function readConfig(source: ConfigSource | null, defaults: EmbedConfig): ConfigResult {
  const warnings: string[] = [];
  if (!source) return { config: { ...defaults }, warnings };
  const raw = stripSecrets(rawFields(source, warnings), '', warnings);
  return { config: applyFields(isRecord(raw) ? raw : {}, defaults, warnings), warnings };
}
