// Step 2: start one configured server exactly as the connector does, initialize it and list its tools,
// and say which of the usual failures it hit.
import { existsSync } from 'node:fs';
import { Client, SdkError, SdkErrorCode } from '@modelcontextprotocol/client';
import type { Verdict } from '../../bridge/diagnose/check.js';
import { stdioTransportFor } from '../children/stdioTransport.js';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { stderrTail } from './stderrTail.js';
import type { DoctorCheck } from './types.js';
import { PRODUCT_VERSION } from '../../bridge/protocol/productVersion.js';

const STDERR_WAIT_MS = 1000;

/** Reads the start the checklist began for all servers at once, or starts this one itself. */
export function checkServer(name: string, spec: StdioServerSpec): DoctorCheck {
  return {
    id: `server.${name}`,
    title: `Server "${name}" starts and lists its tools`,
    run: (ctx) => ctx.facts.serverStarts?.get(name) ?? startServer(name, spec, ctx.input.timeoutMs),
  };
}

export async function startServer(name: string, spec: StdioServerSpec, timeoutMs: number): Promise<Verdict> {
  const shown = [spec.command, ...(spec.args ?? [])].join(' ');
  // spawn() reports a missing cwd as ENOENT too, which would blame the command.
  if (spec.cwd && !existsSync(spec.cwd))
    return {
      status: 'fail',
      detail: `its "cwd" ${spec.cwd} does not exist`,
      fix: `Fix "cwd" of "${name}" in the config.`,
    };

  const transport = stdioTransportFor(spec);
  const stderr = stderrTail(transport.stderr);
  const client = new Client({ name: 'mcp-multi-bridge-doctor', version: PRODUCT_VERSION });
  const started = Date.now();
  try {
    try {
      await client.connect(transport, { timeout: timeoutMs });
    } catch (error) {
      // The child's last stderr lines can trail its exit by any time on a loaded machine: wait for the
      // stream's end, but not for a child still running (a timeout) longer than STDERR_WAIT_MS.
      await Promise.race([
        stderr.ended,
        new Promise((resolve) => setTimeout(resolve, STDERR_WAIT_MS).unref()),
      ]);
      return startFailure(error, spec.command, shown, timeoutMs, stderr.lines());
    }
    if (!client.getServerCapabilities()?.tools)
      return {
        status: 'warn',
        detail: `it started in ${Date.now() - started} ms but declares no tools`,
        fix: `Check that "${shown}" is the server you meant; it offers no tools to the chat.`,
      };
    let toolCount = 0;
    try {
      let cursor: string | undefined;
      do {
        const page = await client.listTools(cursor ? { cursor } : undefined, { timeout: timeoutMs });
        toolCount += page.tools.length;
        cursor = page.nextCursor;
      } while (cursor);
    } catch (error) {
      return {
        status: 'fail',
        detail: `it initialized, but tools/list failed: ${(error as Error).message}${stderrNote(stderr.lines())}`,
        fix: `Run "${shown}" by hand and fix the error it reports when listing tools.`,
      };
    }
    const info = client.getServerVersion();
    const detail = `${toolCount} tools in ${Date.now() - started} ms${info ? ` (${info.name} ${info.version})` : ''}`;
    if (toolCount === 0)
      return {
        status: 'warn',
        detail,
        fix: `Check the server's own settings; it lists no tools for the chat.`,
      };
    return { status: 'pass', detail };
  } finally {
    await client.close().catch(() => undefined);
  }
}

function startFailure(
  error: unknown,
  command: string,
  shown: string,
  timeoutMs: number,
  stderrLines: string[],
): Verdict {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'ENOENT')
    return {
      status: 'fail',
      detail: `command not found: ${command}`,
      fix: `Is "${command}" installed and on PATH? Install it or put its full path in "command".`,
    };
  if (code === 'EACCES')
    return {
      status: 'fail',
      detail: `${command} is not executable`,
      fix: `Make "${command}" executable (chmod +x) or run it through its interpreter.`,
    };
  if (error instanceof SdkError && error.code === SdkErrorCode.RequestTimeout)
    return {
      status: 'fail',
      detail: `it started but never answered initialize within ${timeoutMs} ms${stderrNote(stderrLines)}`,
      fix: `Check that "${shown}" is an MCP stdio server (it must answer JSON-RPC on stdout); run it by hand to see what it waits for.`,
    };
  if (error instanceof SdkError && error.code === SdkErrorCode.ConnectionClosed)
    return {
      status: 'fail',
      detail: `it exited at start${stderrLines.length ? `; its last error output:\n${stderrLines.join('\n')}` : ' without any error output'}`,
      fix: `Run "${shown}" by hand and fix what it reports (a missing variable in "env", a bad argument, a missing package).`,
    };
  return {
    status: 'fail',
    detail: `it failed to start: ${(error as Error).message}${stderrNote(stderrLines)}`,
    fix: `Run "${shown}" by hand and fix the error it reports.`,
  };
}

function stderrNote(lines: string[]): string {
  return lines.length ? `; its last error output:\n${lines.join('\n')}` : '';
}
