// Each way a configured server fails to start, against real processes: the doctor names it and the fix.
import { describe, expect, it } from 'vitest';
import { runCheck } from '../../bridge/diagnose/runChecks.js';
import type { StdioServerSpec } from '../discovery/serverConfig.js';
import { checkServer as serverCheck } from './checkServer.js';
import {
  doctorContext,
  BROKEN_TOOLS_SERVER,
  EXITS_AT_START,
  MEMORY_SERVER,
  MISSING_COMMAND,
  SILENT_SERVER,
} from '../test/doctorFixtures.js';

/** One server's step as the doctor runs it, with its start timeout. */
const checkServer = (name: string, spec: StdioServerSpec, timeoutMs: number) =>
  runCheck(serverCheck(name, spec), doctorContext({ timeoutMs }));

describe('doctor: a server starts and lists its tools', () => {
  it('fails a command that is not installed, asking whether it is on PATH', async () => {
    const result = await checkServer('ghost', MISSING_COMMAND, 5000);
    expect(result).toMatchObject({
      id: 'server.ghost',
      status: 'fail',
      detail: 'command not found: mcp-doctor-no-such-command',
    });
    expect(result.fix).toContain('installed and on PATH');
  });

  it('fails a missing cwd without blaming the command', async () => {
    const result = await checkServer('lost', { ...MEMORY_SERVER, cwd: '/nonexistent/doctor-cwd' }, 5000);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('"cwd" /nonexistent/doctor-cwd does not exist');
  });

  it('fails a server that exits at start and shows its last stderr lines', async () => {
    const result = await checkServer('crashy', EXITS_AT_START, 5000);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('it exited at start');
    expect(result.detail).toContain('Error: EXAMPLE_API_KEY is not set');
    expect(result.fix).toContain('by hand');
  });

  it('fails a process that never answers initialize, after the timeout', async () => {
    const started = Date.now();
    const result = await checkServer('mute', SILENT_SERVER, 1500);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('never answered initialize within 1500 ms');
    expect(result.fix).toContain('MCP stdio server');
    // Timers and Date.now() run on different clocks: allow a few ms.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1490);
  });

  it('fails a server whose tools/list errors, quoting the error', async () => {
    const result = await checkServer('broken', BROKEN_TOOLS_SERVER, 5000);
    expect(result.status).toBe('fail');
    expect(result.detail).toContain('tools/list failed');
    expect(result.detail).toContain('the tool registry failed to load');
  });

  it('passes the real memory server with its tool count', async () => {
    const result = await checkServer('memory', MEMORY_SERVER, 10_000);
    expect(result.status).toBe('pass');
    // At least one tool, and the count leads the detail.
    expect(result.detail).toMatch(/^[1-9]\d* tools in \d+ ms \(memory-server /);
    expect(result.fix).toBeUndefined();
  });
});
