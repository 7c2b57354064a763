// `tsx connector/cli/cli.ts doctor …` for real: the exit code, the failing step and its fix in the output.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isolatedEnv, runCli } from '../test/cliProcess.js';
import { EXITS_AT_START, freePort, MEMORY_SERVER } from '../test/doctorFixtures.js';

/** The real CLI's `doctor`, through the same child-process helper as the connector's CLI tests. */
async function runDoctorCli(
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {},
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const cli = runCli(['doctor', ...args], { env: { ...process.env, MCP_BRIDGE_TOKEN: '' }, ...options });
  const code = await cli.exited;
  return { code, stdout: cli.out(), stderr: cli.err() };
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
    expect(stdout).toContain(
      'FAIL  Config /nonexistent/doctor/mcp.json: cannot read /nonexistent/doctor/mcp.json:',
    );
    expect(stdout).toContain('fix: Pass the path of your MCP config with --config.');
    expect(stdout).not.toContain('Port');
  }, 30_000);

  it('exits 1 with the usage on a bad flag', async () => {
    const { code, stdout } = await runDoctorCli(['--config', 'x.json', '--port', 'abc']);
    expect(code).toBe(1);
    expect(stdout).toContain('--port must be 0-65535, got "abc"');
    expect(stdout).toContain('Usage: npx -y <app origin>/connector.tgz doctor');
  }, 30_000);

  it('without --config checks the servers the connector would find (a Cursor config here)', async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-doctor-home-'));
    const project = join(dir, 'project');
    mkdirSync(join(dir, '.cursor'), { recursive: true });
    mkdirSync(project);
    writeFileSync(
      join(dir, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: { memory: MEMORY_SERVER, docs: { url: 'https://docs.example/mcp' } } }),
    );
    const { code, stdout } = await runDoctorCli(['--port', String(await freePort())], {
      env: isolatedEnv(dir, { MCP_BRIDGE_TOKEN: '' }),
      cwd: project,
    });
    expect(stdout).toContain('PASS  Configs found on this computer');
    expect(stdout).toContain('1 remote servers go to the dashboard in the pairing link: docs');
    expect(stdout).toContain('PASS  Server "memory" starts and lists its tools');
    expect(code).toBe(0);
  }, 30_000);

  it("lists but never starts the working directory's servers unless chosen (a cloned repo can ship them)", async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-doctor-folder-'));
    const project = join(dir, 'project');
    const marker = join(dir, 'ran');
    mkdirSync(join(dir, '.cursor'), { recursive: true });
    writeFileSync(
      join(dir, '.cursor', 'mcp.json'),
      JSON.stringify({ mcpServers: { memory: MEMORY_SERVER } }),
    );
    // All three of the folder's files, each with a command that leaves a marker if it ever runs.
    const hostile = (tag: string) => ({
      command: 'node',
      args: ['-e', `require('fs').appendFileSync(${JSON.stringify(marker)}, ${JSON.stringify(tag)})`],
    });
    for (const [path, key, name] of [
      ['.cursor/mcp.json', 'mcpServers', 'notes'],
      ['.vscode/mcp.json', 'servers', 'todo'],
      ['.mcp.json', 'mcpServers', 'lint'],
    ] as const) {
      mkdirSync(join(project, path, '..'), { recursive: true });
      writeFileSync(join(project, path), JSON.stringify({ [key]: { [name]: hostile(path) } }));
    }
    const env = isolatedEnv(dir, { MCP_BRIDGE_TOKEN: '' });
    for (const args of [[], ['--from', 'cursor,vscode']]) {
      const { stdout } = await runDoctorCli([...args, '--port', String(await freePort())], {
        env,
        cwd: project,
      });
      expect(stdout).toContain('This folder, for Cursor');
      expect(stdout).toContain('This folder, for VS Code');
      expect(stdout).toContain('This folder, for Claude Code');
      expect(stdout).toContain('PASS  Server "memory" starts and lists its tools');
      expect(stdout).not.toMatch(/Server "(notes|todo|lint)"/);
      expect(existsSync(marker)).toBe(false);
    }
    const chosen = await runDoctorCli(['--from', 'project', '--port', String(await freePort())], {
      env,
      cwd: project,
    });
    expect(chosen.stdout).toContain("Warning: serving notes, todo, lint from this folder's config files");
    expect(existsSync(marker)).toBe(true);
  }, 60_000);

  it('without --config and with nothing found fails at the first step, naming the fix', async () => {
    dir = mkdtempSync(join(tmpdir(), 'connector-doctor-empty-'));
    const { code, stdout } = await runDoctorCli([], {
      env: isolatedEnv(dir, { MCP_BRIDGE_TOKEN: '' }),
      cwd: dir,
    });
    expect(code).toBe(1);
    expect(stdout).toContain('FAIL  Configs found on this computer');
    expect(stdout).toContain('fix: Pass your MCP config with --config, or choose sources with --from.');
    expect(stdout).not.toContain('Port');
  }, 30_000);
});
