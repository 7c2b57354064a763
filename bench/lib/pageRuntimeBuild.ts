// The page bundle (embed/main.ts) built in memory with the build's own options (pageBundleOptions), optionally
// with one module swapped for a stub, so a benchmark can set the runtime as shipped against the runtime without
// a feature in the same run. Built here, not through buildEmbed: that one writes files and enforces the budget.
import { build, type Plugin } from 'esbuild';
import { pageBundleOptions } from '../../scripts/build-embed';

export interface StubModule {
  /** Matches the import path as written, e.g. /\/teach\/teachPage$/. */
  importPath: RegExp;
  /** The stub's TypeScript source. */
  source: string;
}

export interface PageRuntimeBundle {
  code: string;
  bytes: number;
  /** How many imports the stub replaced (0 without a stub): a stub that matched nothing measures nothing. */
  stubbedImports: number;
}

export async function buildPageRuntime(appOrigin: string, stub?: StubModule): Promise<PageRuntimeBundle> {
  let stubbedImports = 0;
  const plugins: Plugin[] = stub
    ? [
        {
          name: 'stub-module',
          setup(on) {
            on.onResolve({ filter: stub.importPath }, () => {
              stubbedImports++;
              return { path: 'stub', namespace: 'stub-module' };
            });
            on.onLoad({ filter: /.*/, namespace: 'stub-module' }, () => ({
              contents: stub.source,
              loader: 'ts',
            }));
          },
        },
      ]
    : [];
  const result = await build({ ...pageBundleOptions(appOrigin), plugins });
  const code = result.outputFiles[0]?.text;
  if (!code) throw new Error('esbuild produced no page bundle');
  return { code, bytes: Buffer.byteLength(code), stubbedImports };
}
