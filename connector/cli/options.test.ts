import { describe, expect, it } from 'vitest';
import { parseCliOptions, UsageError } from './options.js';
import { parseDoctorOptions } from '../doctor/doctorOptions.js';

describe('connector CLI options', () => {
  it('applies defaults and environment fallbacks', () => {
    expect(parseCliOptions(['--config', 'mcp.json'], {})).toEqual({
      configPath: 'mcp.json',
      port: 4312,
      allowedOrigins: ['http://127.0.0.1:4310'],
      token: undefined,
      notices: [],
    });
    const fromEnv = parseCliOptions(['--config', 'c.json'], {
      APP_ORIGIN: 'https://app.example',
      MCP_BRIDGE_TOKEN: 'x'.repeat(32),
    });
    expect(fromEnv?.allowedOrigins).toEqual(['https://app.example']);
    expect(fromEnv?.token).toBe('x'.repeat(32));
  });

  it('takes repeatable origins, a port and a token', () => {
    const options = parseCliOptions(
      [
        '--config',
        'c.json',
        '--port',
        '0',
        '--allow-origin',
        'https://a.example/',
        '--allow-origin',
        'http://localhost:5173',
        '--token',
        't'.repeat(20),
      ],
      { APP_ORIGIN: 'https://ignored.example' },
    );
    expect(options).toEqual({
      configPath: 'c.json',
      port: 0,
      allowedOrigins: ['https://a.example', 'http://localhost:5173'],
      token: 't'.repeat(20),
      notices: [],
    });
  });

  it('from the repo takes $APP_ORIGIN; the packaged build ignores it, says so, and takes only --allow-origin', () => {
    const env = { APP_ORIGIN: 'https://other-project.example' };
    expect(parseCliOptions([], env, false)).toMatchObject({
      allowedOrigins: ['https://other-project.example'],
      notices: [],
    });
    const packaged = parseCliOptions([], env, true);
    expect(packaged?.allowedOrigins).toEqual(['http://127.0.0.1:4310']);
    expect(packaged?.notices).toEqual([
      '$APP_ORIGIN (https://other-project.example) is ignored: this connector was built for http://127.0.0.1:4310; pass --allow-origin to allow another origin.',
    ]);
    expect(parseCliOptions(['--allow-origin', 'https://chosen.example'], env, true)?.allowedOrigins).toEqual([
      'https://chosen.example',
    ]);
    expect(parseCliOptions([], {}, true)?.notices).toEqual([]);
    expect(parseDoctorOptions([], env, true)).toMatchObject({
      allowedOrigins: ['http://127.0.0.1:4310'],
      appOrigin: 'http://127.0.0.1:4310',
      notices: [expect.stringContaining('$APP_ORIGIN (https://other-project.example) is ignored')],
    });
  });

  it('discovers when no --config is given, and takes --from', () => {
    expect(parseCliOptions([], {})).toMatchObject({ configPath: undefined, from: undefined, port: 4312 });
    expect(parseCliOptions(['--from', 'cursor, VSCode,cursor'], {})?.from).toEqual(['cursor', 'vscode']);
  });

  it('refuses bad input with a usage error', () => {
    expect(() => parseCliOptions(['--config', ''], {})).toThrow(/--config needs a file/);
    expect(() => parseCliOptions(['--from', 'claude,emacs'], {})).toThrow(/unknown: emacs/);
    expect(() => parseCliOptions(['--from', 'cursor', '--config', 'c'], {})).toThrow(
      /leave it out with --config/,
    );
    expect(() => parseCliOptions(['--config', 'c', '--port', 'abc'], {})).toThrow(/--port/);
    expect(() => parseCliOptions(['--config', 'c', '--allow-origin', 'https://a.example/path'], {})).toThrow(
      /--allow-origin/,
    );
    expect(() => parseCliOptions(['--config', 'c', '--token', 'short'], {})).toThrow(/16/);
    expect(() => parseCliOptions(['--config', 'c', '--bogus'], {})).toThrow(UsageError);
    expect(parseCliOptions(['--help'], {})).toBeNull();
  });
});
