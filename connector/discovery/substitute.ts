// Fills the `${…}` placeholders other apps allow in their MCP configs, from the connector's own
// environment. What only the editor can fill in (`${input:…}`, `${command:…}`) is refused with the fix.
import { sep } from 'node:path';
import type { Dialect, DiscoveryEnv } from './types.js';

export type Substituted = { ok: true; value: string; fromEnv: boolean } | { ok: false; reason: string };

const VSCODE = /\$\{([^}]*)\}/g;
const CLAUDE_CODE = /\$\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}/g;

const unset = (placeholder: string, name: string) =>
  `${placeholder}: ${name} is not set in the connector's environment; set it and start the connector again`;

export function substitute(text: string, dialect: Dialect, denv: DiscoveryEnv): Substituted {
  if (dialect === 'literal') return { ok: true, value: text, fromEnv: false };
  let reason: string | null = null;
  let fromEnv = false;
  const fill = (placeholder: string, value: string | undefined, why: () => string): string => {
    if (value !== undefined) return value;
    reason ??= why();
    return placeholder;
  };
  const value =
    dialect === 'claude-code'
      ? text.replace(CLAUDE_CODE, (whole, name: string, fallback: string | undefined) => {
          fromEnv = true;
          return fill(whole, denv.env[name] ?? fallback, () => unset(whole, name));
        })
      : text.replace(VSCODE, (whole, inner: string) => {
          const [kind, arg] = inner.includes(':')
            ? [inner.slice(0, inner.indexOf(':')), inner.slice(inner.indexOf(':') + 1)]
            : [inner, ''];
          if (kind === 'env') {
            fromEnv = true;
            return fill(whole, denv.env[arg], () => unset(whole, arg));
          }
          if (kind === 'workspaceFolder') return denv.cwd;
          if (kind === 'userHome') return denv.home;
          if (kind === 'pathSeparator' || kind === '/') return sep;
          if (kind === 'input')
            return fill(
              whole,
              undefined,
              () =>
                `uses ${whole}, a value VS Code asks for when it starts the server: put the value in an environment variable, write \${env:NAME} in its place, and start the connector again`,
            );
          return fill(
            whole,
            undefined,
            () => `uses ${whole}, which only the editor can fill in: write the value itself`,
          );
        });
  return reason === null ? { ok: true, value, fromEnv } : { ok: false, reason };
}
