// One config file's entries, each found (stdio or remote) or skipped with a reason.
import { SERVER_NAME_PATTERN } from './serverConfig.js';
import { readEntry } from './readEntry.js';
import { readServerMap } from './readConfigFile.js';
import type { ConfigFile, DiscoveryEnv, FileReport, FoundServer, SkippedEntry } from './types.js';

export function readConfigFileEntries(
  file: ConfigFile,
  denv: DiscoveryEnv,
): { report: FileReport; found: FoundServer[]; skipped: SkippedEntry[] } {
  const map = readServerMap(file);
  if (map.state !== 'read')
    return {
      report: map.state === 'error' ? { file, state: 'error', error: map.error } : { file, state: 'absent' },
      found: [],
      skipped: [],
    };
  const found: FoundServer[] = [];
  const skipped: SkippedEntry[] = [];
  for (const [originalName, raw] of Object.entries(map.servers)) {
    const name = safeServerName(originalName);
    if (!name) {
      skipped.push({ name: originalName, file, reason: 'the name has no letter or digit to serve it under' });
      continue;
    }
    const renamed = name === originalName ? {} : { originalName };
    const entry = readEntry(raw, file, denv);
    if (entry.kind === 'skip') skipped.push({ name: originalName, file, reason: entry.reason });
    else found.push({ ...entry, name, ...renamed, file });
  }
  return { report: { file, state: 'read' }, found, skipped };
}

/** A name the connector can serve (one URL path segment): kept when it fits, else made to fit. */
export function safeServerName(name: string): string {
  if (SERVER_NAME_PATTERN.test(name)) return name;
  return name
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^[-_]+/, '')
    .slice(0, 64);
}
