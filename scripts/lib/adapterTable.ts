// Writes dist/adapters.json, the served adapter table: every site of embed/adapters/sites, with the table
// format and a short hash of the sites' data as its version. The sidebar serves it to the page, so a deploy
// updates every user's sites without a new bookmarklet. The sites are bundled by path with esbuild (scripts
// never import embed code), then loaded from the bundle's text.
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build } from 'esbuild';
import { ADAPTER_FORMAT, type AdapterTable, type SiteAdapter } from '../../bridge/protocol/adapters';
import { REPO_ROOT as ROOT } from './paths';

export const ADAPTER_TABLE_FILE = 'adapters.json';

export async function adapterTable(): Promise<AdapterTable> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [join(ROOT, 'embed/adapters/sites/index.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    logLevel: 'silent',
  });
  const code = result.outputFiles[0]?.text ?? '';
  const url = `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`;
  const { SITES } = (await import(url)) as { SITES: SiteAdapter[] };
  const sites = JSON.parse(JSON.stringify(SITES)) as SiteAdapter[];
  const version = createHash('sha256').update(JSON.stringify(sites)).digest('hex').slice(0, 6);
  return { format: ADAPTER_FORMAT, version, sites };
}

export async function writeAdapterTable(outDir: string): Promise<AdapterTable> {
  const table = await adapterTable();
  await writeFile(join(outDir, ADAPTER_TABLE_FILE), JSON.stringify(table));
  return table;
}
