// Reads one app's config file and hands back its server map. Every file is read as JSON with comments
// and trailing commas (VS Code's settings.json is; the others are plain JSON, which this reads too).
import { readFileSync } from 'node:fs';
import { parse, printParseErrorCode, type ParseError } from 'jsonc-parser';
import type { ConfigFile } from './types.js';

export type ServerMapRead =
  | { state: 'absent' }
  | { state: 'read'; servers: Record<string, unknown> }
  | { state: 'error'; error: string };

export function readServerMap(file: ConfigFile): ServerMapRead {
  let text: string;
  try {
    text = readFileSync(file.path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR') return { state: 'absent' };
    return { state: 'error', error: `cannot read ${file.path} (${code ?? (error as Error).message})` };
  }
  const errors: ParseError[] = [];
  const value: unknown = parse(text, errors, { allowTrailingComma: true, disallowComments: false });
  const first = errors[0];
  if (first) {
    const { line, column } = position(text, first.offset);
    return {
      state: 'error',
      error: `${file.path} is not valid JSON at line ${line}, column ${column} (${printParseErrorCode(first.error)}); fix it or leave it out with --from`,
    };
  }
  const map = serverMapOf(value, file);
  if (map === undefined) return { state: 'read', servers: {} };
  if (typeof map !== 'object' || map === null || Array.isArray(map))
    return { state: 'error', error: `${file.path}: "${mapKey(file)}" is not an object` };
  return { state: 'read', servers: map as Record<string, unknown> };
}

const mapKey = (file: ConfigFile) =>
  file.format === 'mcpServers' ? 'mcpServers' : file.format === 'vscode' ? 'servers' : 'mcp.servers';

/** The server map where the format keeps it; undefined when the file has none (a settings file often). */
function serverMapOf(value: unknown, file: ConfigFile): unknown {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const root = value as Record<string, unknown>;
  if (file.format === 'mcpServers') return root.mcpServers;
  if (file.format === 'vscode') return root.servers;
  const mcp = root.mcp;
  if (typeof mcp === 'object' && mcp !== null && 'servers' in mcp)
    return (mcp as { servers: unknown }).servers;
  return root['mcp.servers'];
}

function position(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}
