// The discovery list as the terminal shows it: grouped by the file it came from, usable servers numbered
// (the numbers the question takes), skipped entries and unreadable files each on a line saying why.
// Every line goes through oneLine(): names, commands, args and reasons come from files anyone may write.
import { oneLine } from '../../bridge/protocol/visibleText.js';
import { headerNote } from './remoteEntry.js';
import type { Discovery, FoundServer } from './types.js';

function describeServer(server: FoundServer): string {
  const renamed = server.originalName ? ` (named "${server.originalName}" in the file)` : '';
  if (server.kind === 'remote')
    return `remote (${server.transport === 'sse' ? 'SSE' : 'HTTP'}): ${server.url}${renamed}`;
  const command = [server.spec.command, ...(server.spec.args ?? [])].join(' ');
  const env = Object.keys(server.spec.env ?? {});
  return `local (stdio): ${command}${env.length ? ` [env: ${env.join(', ')}]` : ''}${renamed}`;
}

export function formatDiscovery(discovery: Discovery): string[] {
  const lines: string[] = [];
  for (const report of discovery.files) {
    if (report.state === 'absent') continue;
    const found = discovery.found.filter((s) => s.file === report.file);
    const skipped = discovery.skipped.filter((s) => s.file === report.file);
    lines.push(`${report.file.label}: ${report.file.path}`);
    if (report.state === 'error') lines.push(`   ! ${report.error}`);
    for (const server of found) {
      const number = discovery.found.indexOf(server) + 1;
      const first = discovery.found.findIndex((s) => s.name === server.name) + 1;
      const shadowed = first < number ? `  (same name as ${first}, which wins if both are served)` : '';
      lines.push(`  ${String(number).padStart(2)}. ${server.name}  ${describeServer(server)}${shadowed}`);
      if (server.kind === 'remote')
        for (const header of server.headerNames) lines.push(`       ${headerNote(header)}`);
    }
    for (const entry of skipped) lines.push(`   -  ${entry.name}  skipped: ${entry.reason}`);
    if (report.state === 'read' && found.length === 0 && skipped.length === 0)
      lines.push('      (no servers)');
  }
  return lines.map(oneLine);
}

/** Said when nothing usable was found: where it looked and what to do instead. */
export function nothingFoundMessage(discovery: Discovery): string {
  const looked = discovery.files.map(
    (r) => `  ${r.file.label}: ${r.file.path}${r.state === 'absent' ? ' (not there)' : ''}`,
  );
  return [
    'No MCP server to serve was found. Looked in:',
    ...looked,
    'Write your servers into a file ({"mcpServers": {"name": {"command": "…", "args": […]}}}) and pass it with --config <file>.',
  ]
    .map(oneLine)
    .join('\n');
}
