// The environment of a user's shell that runs the connector command of a deployment on a test host name:
// their own home folder (what connector discovery reads), none of the repo's or the test runner's settings,
// and npm told how to reach that host. Only the child started with it sees any of this.
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { isolatedEnv } from '../../../connector/test/cliProcess';

const run = promisify(execFile);

export interface UserShellOptions {
  /** The user's home folder. */
  home: string;
  /** npm's proxy (hostProxy.ts): it sends the deployment's host name to 127.0.0.1, as DNS would. */
  httpsProxy: string;
  /** The deployment's certificate (PEM), trusted like a real site's: npm checks it, nothing skips the check. */
  cert: string;
  /** Where the trust file is written. */
  workDir: string;
}

/** A user's shell: none of the npm settings of a surrounding `npm run`, no connector settings. */
export function userEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(env).filter(
      ([key]) => !/^npm_/i.test(key) && key !== 'APP_ORIGIN' && key !== 'MCP_BRIDGE_TOKEN',
    ),
  );
}

/** The repo's install filled this machine's npm cache with the connector's dependencies: nothing to download. */
export const OFFLINE_NPM = { npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' };

/** The npm settings of this machine's own user, read before HOME moves (npm finds them through HOME). */
export async function npmSetting(name: string): Promise<string | null> {
  const { stdout } = await run('npm', ['config', 'get', name]);
  const value = stdout.trim();
  return value && value !== 'null' && value !== 'undefined' ? value : null;
}

export async function userShellEnv(options: UserShellOptions): Promise<NodeJS.ProcessEnv> {
  const [cache, userconfig, cafile] = await Promise.all(
    ['cache', 'userconfig', 'cafile'].map((name) => npmSetting(name)),
  );
  const env = userEnv(isolatedEnv(options.home));
  Object.assign(env, {
    ...(cache ? { npm_config_cache: cache } : {}),
    ...(userconfig ? { npm_config_userconfig: userconfig } : {}),
    ...OFFLINE_NPM,
    npm_config_https_proxy: options.httpsProxy,
  });
  // npm's `cafile` setting replaces Node's CA list, NODE_EXTRA_CA_CERTS only extends Node's: add the
  // certificate to whichever npm uses, keeping what it already trusts.
  const bundle = join(options.workDir, 'trusted-ca.pem');
  const trusted = cafile ?? process.env.NODE_EXTRA_CA_CERTS;
  await writeFile(bundle, `${trusted ? await readFile(trusted, 'utf8') : ''}\n${options.cert}`);
  if (cafile) env.npm_config_cafile = bundle;
  else env.NODE_EXTRA_CA_CERTS = bundle;
  return env;
}

/** Where npx installs a package spec it runs: <cache>/_npx/<first 16 hex of sha512(spec)>. */
export function npxInstallDir(cache: string, spec: string): string {
  return join(cache, '_npx', createHash('sha512').update(spec).digest('hex').slice(0, 16));
}
