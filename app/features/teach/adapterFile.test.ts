// The exported adapter file: it type-checks where a maintainer drops it (embed/adapters/sites/, with the real
// site() and types, under the repository's compiler options), and site() builds the adapter the user taught.
import { resolve } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import type { TaughtAdapter } from '../../../bridge/protocol/adapters';
import { site } from '../../../embed/adapters/sites/site';
import { adapterFile, adapterVariable, taughtJson } from './adapterFile';

const ROOT = resolve(__dirname, '../../..');

/**
 * Type errors of each file as if it were embed/adapters/sites/<name>, checked with the repository's compiler
 * options in one program (type-checking is the slow part: once for all files). No DOM lib: site files need none.
 */
function typeErrors(files: Record<string, string>): Record<string, string[]> {
  const paths = new Map(
    Object.entries(files).map(([name, text]) => [resolve(ROOT, 'embed/adapters/sites', name), text]),
  );
  const config = ts.getParsedCommandLineOfConfigFile(
    resolve(ROOT, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => undefined,
    },
  )!;
  const options = { ...config.options, types: [], lib: ['lib.es2022.d.ts'] };
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (path, language, ...rest) => {
    const text = paths.get(resolve(path));
    return text !== undefined
      ? ts.createSourceFile(path, text, language)
      : getSourceFile(path, language, ...rest);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (path) => paths.has(resolve(path)) || fileExists(path);
  const program = ts.createProgram([...paths.keys()], options, host);
  return Object.fromEntries(
    Object.keys(files).map((name) => [
      name,
      ts
        .getPreEmitDiagnostics(program, program.getSourceFile(resolve(ROOT, 'embed/adapters/sites', name)))
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]),
  );
}

/** Runs the file's code with the real site(): what the adapter would be in the page runtime. */
function evaluate(text: string): unknown {
  const js = ts.transpileModule(text, { compilerOptions: { module: ts.ModuleKind.CommonJS } }).outputText;
  const exports: Record<string, unknown> = {};
  const require = (path: string) => {
    if (path === './site') return { site };
    throw new Error(`unexpected import ${path}`);
  };
  new Function('exports', 'require', js)(exports, require);
  return Object.values(exports)[0];
}

const whole: TaughtAdapter = {
  host: 'chat.example.com',
  selectors: {
    input: 'div[contenteditable="true"][data-placeholder=\'Ask\']',
    sendButton: 'button[aria-label="Send"]',
    assistantMessage: '.msg.bot \\:not(.draft)',
    streaming: '.stop',
  },
  editor: 'prosemirror',
  savedAt: '2026-12-01T03:20:00.000Z',
};

const partial: TaughtAdapter = {
  ...whole,
  host: 'repair.example.com',
  base: 'claude',
  selectors: { input: '#composer' },
};
const broken = adapterFile(whole).text.replace('editor: "prosemirror"', 'editor: "monaco"');
let errors: Record<string, string[]>;
beforeAll(() => {
  errors = typeErrors({
    'chat.example.com.ts': adapterFile(whole).text,
    'repair.example.com.ts': adapterFile(partial).text,
    'broken.example.com.ts': broken,
  });
}, 60_000);

describe('adapterFile', () => {
  it('writes a whole taught site as a site() file that type-checks and builds the taught adapter', () => {
    const file = adapterFile(whole);
    expect(file.name).toBe('chat.example.com.ts');
    expect(file.complete).toBe(true);
    expect(file.text).toMatch(/^\/\/ chat\.example\.com: taught in MCP Multi Bridge on 2026-12-01\.\n/);
    expect(file.text).toContain("import { site } from './site';\n\nexport const chatExampleCom = site({\n");
    expect(errors[file.name]).toEqual([]);
    expect(evaluate(file.text)).toEqual({
      id: 'chat.example.com',
      hosts: ['chat.example.com'],
      editor: 'prosemirror',
      selectors: { codeBlock: 'pre', fileInput: 'input[type=file]', ...whole.selectors },
    });
  });

  it('names a repair by the adapter it repaired', () => {
    const file = adapterFile({ ...whole, base: 'chatgpt' });
    expect(evaluate(file.text)).toMatchObject({ id: 'chatgpt', hosts: ['chat.example.com'] });
    expect(file.text).toContain('(it repaired the "chatgpt" adapter)');
  });

  it('leaves a base that is not a plain adapter id out of the file (an entry saved before the check)', () => {
    const file = adapterFile({ ...whole, base: '../x\nfetch("//evil")//' });
    expect(file.text).not.toContain('evil');
    expect(file.text).toContain(`id: ${JSON.stringify(whole.host)}`);
  });

  it('writes a partial repair as the selectors to copy over the base adapter, and that type-checks too', () => {
    const file = adapterFile(partial);
    expect(file.complete).toBe(false);
    expect(file.text).toContain('embed/adapters/sites/claude.ts');
    expect(file.text).toContain('input: "#composer",');
    expect(errors[file.name]).toEqual([]);
  });

  it('a broken file would be caught: the check is not blind', () => {
    expect(errors['broken.example.com.ts']!.join('\n')).toMatch(/monaco/);
  });

  it('makes identifiers from any hostname, and JSON of the entry', () => {
    expect(adapterVariable('chat.example.com')).toBe('chatExampleCom');
    expect(adapterVariable('127.0.0.1')).toBe('site127001');
    expect(adapterVariable('my-chat.io')).toBe('myChatIo');
    expect(JSON.parse(taughtJson(whole).text)).toEqual(whole);
    expect(taughtJson(whole).name).toBe('chat.example.com.json');
  });
});
