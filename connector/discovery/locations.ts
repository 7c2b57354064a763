// Where Claude Desktop, Cursor, VS Code and the working directory keep MCP servers, per operating system.
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { ConfigFile, DiscoveryEnv } from './types.js';

/** The per-user application data folder: %APPDATA%, ~/Library/Application Support, or $XDG_CONFIG_HOME. */
function appDataDir({ home, platform, env }: DiscoveryEnv): string {
  if (platform === 'win32') return env.APPDATA || join(home, 'AppData', 'Roaming');
  if (platform === 'darwin') return join(home, 'Library', 'Application Support');
  return env.XDG_CONFIG_HOME || join(home, '.config');
}

/** Every file discovery reads, in the order that decides which of two same-named servers wins. */
export function configFiles(denv: DiscoveryEnv): ConfigFile[] {
  const { home, cwd } = denv;
  const appData = appDataDir(denv);
  const vscodeUser = join(appData, 'Code', 'User');
  // The user's own apps first, then the working directory's files: a cloned repository can ship those, so
  // they are the source "project", listed but served only when picked by name (selection.ts).
  const files: ConfigFile[] = [
    {
      source: 'claude',
      label: 'Claude Desktop',
      path: join(appData, 'Claude', 'claude_desktop_config.json'),
      format: 'mcpServers',
      dialect: 'literal',
    },
    {
      source: 'cursor',
      label: 'Cursor',
      path: join(home, '.cursor', 'mcp.json'),
      format: 'mcpServers',
      dialect: 'vscode',
    },
    {
      source: 'vscode',
      label: 'VS Code (user settings)',
      path: join(vscodeUser, 'settings.json'),
      format: 'vscode-settings',
      dialect: 'vscode',
    },
    {
      source: 'vscode',
      label: 'VS Code (user)',
      path: join(vscodeUser, 'mcp.json'),
      format: 'vscode',
      dialect: 'vscode',
    },
    {
      source: 'project',
      label: 'This folder, for Cursor',
      path: join(cwd, '.cursor', 'mcp.json'),
      format: 'mcpServers',
      dialect: 'vscode',
    },
    {
      source: 'project',
      label: 'This folder, for VS Code',
      path: join(cwd, '.vscode', 'mcp.json'),
      format: 'vscode',
      dialect: 'vscode',
    },
    {
      source: 'project',
      label: 'This folder, for Claude Code',
      path: join(cwd, '.mcp.json'),
      format: 'mcpServers',
      dialect: 'claude-code',
    },
  ];
  // Run from the home folder, the folder's Cursor file is the user one: list it once, as the user's.
  return files.filter((f, i) => files.findIndex((g) => g.path === f.path) === i);
}

export const processDiscoveryEnv = (): DiscoveryEnv => ({
  // homedir() follows $HOME on Linux and macOS, so a test can point it at a temp folder.
  home: homedir(),
  cwd: process.cwd(),
  platform: process.platform,
  env: process.env,
});
