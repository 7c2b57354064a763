// The product as it was at an earlier commit, built by the same commands as today's (scripts/lib/buildProduct.ts),
// so a benchmark can measure both side by side in one run. The app build is cached in the temp folder, keyed by
// the commit, so later runs reuse it; the page runtime bakes the app origin in, so it is built for each run.
import { execFileSync } from 'node:child_process';
import { copyFile, cp, mkdir, mkdtemp, rename, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../../scripts/lib/paths';

export interface BaselineDist {
  commit: string;
  /** A fresh copy of the commit's build with its page runtime for `appOrigin`; removed by `cleanup`. */
  distDir: string;
  /** Whether the app build came from the cache. */
  cached: boolean;
  cleanup(): Promise<void>;
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The commit's source (git archive) with this checkout's node_modules, and its vite build. */
async function cachedAppBuild(commit: string): Promise<{ tree: string; dist: string; cached: boolean }> {
  const root = join(tmpdir(), `mcp-bench-baseline-${commit}`);
  const tree = join(root, 'tree');
  const dist = join(root, 'dist');
  if (await exists(join(dist, 'sidebar.html'))) return { tree, dist, cached: true };
  await rm(root, { recursive: true, force: true });
  await mkdir(tree, { recursive: true });
  const archive = execFileSync('git', ['archive', '--format=tar', commit], {
    cwd: REPO_ROOT,
    maxBuffer: 512 * 1024 * 1024,
  });
  execFileSync('tar', ['-x', '-C', tree], { input: archive });
  await symlink(join(REPO_ROOT, 'node_modules'), join(tree, 'node_modules'), 'dir');
  // Built into a side folder and moved in place last, so a run cut short never leaves a half build cached.
  const building = join(root, 'dist-building');
  execFileSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', building, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: tree, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production' } },
  );
  await rename(building, dist);
  return { tree, dist, cached: false };
}

/** The commit's app and page runtime for `appOrigin`, in a folder of this run. */
export async function baselineDist(commit: string, appOrigin: string): Promise<BaselineDist> {
  const app = await cachedAppBuild(commit);
  const distDir = await mkdtemp(join(tmpdir(), 'mcp-bench-baseline-dist-'));
  try {
    await cp(app.dist, distDir, { recursive: true });
    execFileSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/tsx/dist/cli.mjs'), 'scripts/build-embed.ts'],
      {
        cwd: app.tree,
        stdio: 'pipe',
        env: { ...process.env, APP_ORIGIN: appOrigin, OUT_DIR: distDir },
      },
    );
    // Today's response headers for both builds: the comparison is then of the code, not of the caching rules
    // (the commit's own file revalidated every chunk, today's lets the browser keep hashed assets).
    await copyFile(join(REPO_ROOT, 'public', '_headers'), join(distDir, '_headers'));
  } catch (error) {
    await rm(distDir, { recursive: true, force: true });
    throw error;
  }
  return {
    commit,
    distDir,
    cached: app.cached,
    cleanup: () => rm(distDir, { recursive: true, force: true }),
  };
}
