// Reads every known config file and lists what it holds: servers the connector can use, entries it skips
// (with why), and files it could not read. A broken file is reported and the others are still listed.
import { configFiles } from './locations.js';
import { readConfigFileEntries } from './readConfigFileEntries.js';
import type { Discovery, DiscoveryEnv } from './types.js';

export function discover(denv: DiscoveryEnv): Discovery {
  const result: Discovery = { files: [], found: [], skipped: [] };
  for (const file of configFiles(denv)) {
    const read = readConfigFileEntries(file, denv);
    result.files.push(read.report);
    result.found.push(...read.found);
    result.skipped.push(...read.skipped);
  }
  return result;
}
