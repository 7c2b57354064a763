// What discovery finds in the MCP configs other apps already hold, before the user picks what to serve.
import type { RemoteTransport } from '../../bridge/protocol/pairing.js';
import type { StdioServerSpec } from './serverConfig.js';

export const SOURCE_IDS = ['claude', 'cursor', 'vscode', 'project'] as const;
export type SourceId = (typeof SOURCE_IDS)[number];
/**
 * What "all" means (Enter, no terminal): the user's own apps. Not "project", the working directory's files,
 * which a cloned repository can ship to run its commands: editors ask before trusting those too.
 */
export const DEFAULT_SOURCES: readonly SourceId[] = ['claude', 'cursor', 'vscode'];
export const isDefaultSource = (source: SourceId): boolean => DEFAULT_SOURCES.includes(source);

/** Where to look, injectable so tests use temp folders and never the real home. */
export interface DiscoveryEnv {
  home: string;
  cwd: string;
  platform: NodeJS.Platform;
  env: Record<string, string | undefined>;
}

/**
 * How a file's `${…}` placeholders are filled: not at all (Claude Desktop), the VS Code way (`${env:X}`,
 * `${workspaceFolder}`, `${input:…}`; Cursor too), or Claude Code's `${X}` and `${X:-default}`.
 */
export type Dialect = 'literal' | 'vscode' | 'claude-code';

/** Where the server map sits in the file. */
export type FileFormat = 'mcpServers' | 'vscode' | 'vscode-settings';

export interface ConfigFile {
  source: SourceId;
  /** What the user calls it: "Claude Desktop", "This folder, for Cursor", … */
  label: string;
  path: string;
  format: FileFormat;
  dialect: Dialect;
}

interface FoundBase {
  /** The name it is served or offered under (safe for a URL path segment). */
  name: string;
  /** The name in the file, when it had to be changed. */
  originalName?: string;
  file: ConfigFile;
}

export interface FoundStdio extends FoundBase {
  kind: 'stdio';
  spec: StdioServerSpec;
}

export interface FoundRemote extends FoundBase {
  kind: 'remote';
  url: string;
  transport: RemoteTransport;
  /** Header names only: their values never leave this machine. */
  headerNames: string[];
}

export type FoundServer = FoundStdio | FoundRemote;

export interface SkippedEntry {
  name: string;
  file: ConfigFile;
  reason: string;
}

export interface FileReport {
  file: ConfigFile;
  state: 'absent' | 'read' | 'error';
  /** For 'error': what is wrong, naming the file. */
  error?: string;
}

export interface Discovery {
  files: FileReport[];
  found: FoundServer[];
  skipped: SkippedEntry[];
}
