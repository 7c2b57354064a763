// Paths inside the repository, independent of the directory the scripts are started from.
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function repoPath(...parts: string[]): string {
  return resolve(REPO_ROOT, ...parts);
}

/** The demo's filesystem server root. */
export const DEMO_WORKSPACE = repoPath('demo', 'workspace');
