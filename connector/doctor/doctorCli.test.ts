// `tsx connector/cli.ts doctor …` for real: the exit code, the failing step and its fix in the output.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EXITS_AT_START, freePort, MEMORY_SERVER } from '../testing/doctorFixtures.js';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

function runDoctorCli(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(TSX, [join(ROOT, 'connector', 'cli.ts'), 'doctor', ...args], {
    cwd: ROOT,
    env: { ...process.env, MCP_BRIDGE_TOKEN: '' },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('connector doctor CLI', () => {
  let dir = '';
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = '';
  });

  function writeConfig(servers: Record<string, unknown>): string {
    dir = mkdtempSync(join(tmpdir(), 'connector-doctor-'));
    const path = join(dir, 'mcp.json');
    writeFileSync(path, JSON.stringify({ mcpServers: servers }));
    return path;
  }

  it('exits 1 and names the failing step, its stderr and its fix', async () => {
    const config = writeConfig({ memory: MEMORY_SERVER, crashy: EXITS_AT_START });
    const { code, stdout } = await runDoctorCli(['--config', config, '--port', String(await freePort())]);
    expect(code).toBe(1);
    expect(stdout).toContain('PASS  Server "memory" starts and lists its tools');
    expect(stdout).toContain('FAIL  Server "crashy" starts and lists its tools: it exited at start');
    expect(stdout).toContain('| Error: EXAMPLE_API_KEY is not set');
    expect(stdout).toMatch(
      /FAIL {2}Server "crashy"[^\n]*\n(?: {8}\|[^\n]*\n)* {6}fix: Run "node [^"]*exits-at-start\.mjs" by hand/,
    );
    expect(stdout).toContain('1 failed');
  }, 30_000);

  it('exits 0 when every step passes', async () => {
    const config = writeConfig({ memory: MEMORY_SERVER });
    const { code, stdout } = await runDoctorCli(['--config', config, '--port', String(await freePort())]);
    expect(code).toBe(0);
    expect(stdout).toContain('0 failed');
    expect(stdout).not.toContain('FAIL');
  }, 30_000);

  it('exits 1 at the config step when the file is missing', async () => {
    const { code, stdout } = await runDoctorCli(['--config', '/nonexistent/doctor/mcp.json']);
    expect(code).toBe(1);
    expect(stdout).toContain("FAIL  Config /nonexistent/doctor/mcp.json: can't read it");
    expect(stdout).toContain('fix: Pass the path of your MCP config with --config.');
    expect(stdout).not.toContain('Port');
  }, 30_000);

  it('exits 1 with the usage on a bad flag', async () => {
    const { code, stdout } = await runDoctorCli(['--config', 'x.json', '--port', 'abc']);
    expect(code).toBe(1);
    expect(stdout).toContain('--port must be 0-65535, got "abc"');
    expect(stdout).toContain('Usage: npm run connector -- doctor');
  }, 30_000);
});
