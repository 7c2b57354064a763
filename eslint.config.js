// Lint, including the import boundaries between the places the code runs (README "Layout").
import { existsSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const ROOT = dirname(fileURLToPath(import.meta.url));
const PURE_BRIDGE = ['bridge/format', 'bridge/protocol', 'bridge/instructions'];

// Who may import whom, by folder. Deny by default: a file may import its own folder (`from`) and what its row
// lists, nothing else of this repo; a file that no row holds fails lint. A row holds its folder and every
// subfolder, and rows don't nest (checked below): `app` and `bridge` are split into rows with none for
// themselves, so a new part of them is in no row until the table says what it may import. npm packages are
// ruled below. The app never imports tooling or tests: it talks to the page and the connector over the wire.
const BOUNDARIES = [
  {
    from: [''],
    mayImport: [],
    why: 'the files at the root are tool configs: they name folders, never import them',
  },
  { from: ['public'], mayImport: [], why: 'these files are served as they are, unbundled' },
  // Inside the app, inner to outer. Only the entry points (sidebar, dashboard, consent) compose: they build the
  // store and the runtime and hand them down through app/context; everything below gets them from there.
  {
    from: ['app/store'],
    mayImport: ['bridge'],
    why: 'the store holds state: it starts nothing and draws nothing',
  },
  { from: ['app/channel'], mayImport: ['bridge'], why: 'a transport knows only the wire' },
  {
    from: ['app/services'],
    mayImport: ['bridge', 'app/store', 'app/channel'],
    why: 'services do the side effects; commands and the UI call them, never the reverse',
  },
  {
    from: ['app/commands'],
    mayImport: ['bridge', 'app/store', 'app/services'],
    why: 'a command is what a click asks of the runtime it is bound to; it never knows what drew the button',
  },
  {
    from: ['app/components'],
    mayImport: ['bridge', 'app/store', 'app/services'],
    why: 'components are props in, callbacks out: no runtime, no commands, no store of their own',
  },
  {
    from: ['app/context'],
    mayImport: ['bridge', 'app/store', 'app/services', 'app/commands'],
    why: 'the context hands the runtime and its bound commands down; it draws nothing',
  },
  {
    from: ['app/mcpApps'],
    mayImport: ['bridge', 'app/store', 'app/services', 'app/components', 'app/context'],
    why: "the MCP Apps host wires a card's app to the runtime; panels show it, it never imports a panel",
  },
  {
    from: ['app/panels'],
    mayImport: ['bridge', 'app/store', 'app/services', 'app/components', 'app/context', 'app/mcpApps'],
    why: 'a panel gets the runtime and the commands from app/context, never from a module of its own',
  },
  {
    from: ['app/sidebar', 'app/dashboard', 'app/consent'],
    mayImport: [
      'bridge',
      'app/store',
      'app/services',
      'app/components',
      'app/context',
      'app/panels',
      'app/styles.css',
    ],
    why: 'an entry point composes the app; no entry imports another',
  },
  {
    from: ['app/oauth'],
    mayImport: ['bridge', 'app/services', 'app/styles.css'],
    why: 'the sign-in callback page only posts the code back',
  },
  // The framework-free core knows nothing of its callers (app, embed, connector, tooling).
  {
    from: ['bridge/hub'],
    mayImport: ['bridge/connections', 'bridge/teach', ...PURE_BRIDGE],
    why: 'the hub gates the calls and drives the connections; it knows nothing of its callers',
  },
  {
    from: ['bridge/connections'],
    mayImport: PURE_BRIDGE,
    why: 'the hub drives the connections, never the reverse',
  },
  {
    from: ['bridge/teach'],
    mayImport: PURE_BRIDGE,
    why: "selectors derived from the picker's summaries: pure, and run in the sidebar, so the page never bundles it",
  },
  {
    from: PURE_BRIDGE,
    mayImport: PURE_BRIDGE,
    why: 'the page runtime bundles these, so they never pull in the hub or the connections (SDK, zod)',
  },
  {
    from: ['embed'],
    mayImport: PURE_BRIDGE,
    why: 'the page runtime must stay small and SDK-free; the hub and the connections run in the sidebar',
  },
  {
    from: ['connector'],
    mayImport: ['bridge/format', 'bridge/protocol'],
    why: 'the connector stands alone on the user machine and shares only the wire formats',
  },
  {
    from: ['demo'],
    mayImport: ['bridge/format'],
    why: "the demo is someone else's chat: it writes and reads the chat formats as an AI does, nothing more",
  },
  {
    from: ['scripts'],
    mayImport: ['bridge', 'connector'],
    why: 'build and run tooling takes app, embed and demo by path (esbuild, vite), never tests or the bench',
  },
  {
    from: ['bench'],
    mayImport: ['app', 'bridge', 'embed', 'connector', 'scripts'],
    why: 'the bench measures the real product with the shared tooling (scripts/lib), not with test code',
  },
];

// Tests may import anything: they reach into every place to prove it. This is what counts as test code.
const TEST_CODE = [
  'tests/**',
  '**/*.test.{ts,tsx}',
  '**/*.testkit.ts',
  '**/*TestKit.ts',
  '**/test/**',
  '**/testing/**',
];

/** Whether `path` is in `folder` or below it; the root folder ('') holds only the files at the root. */
const inside = (path, folder) =>
  folder === '' ? !path.includes('/') : path === folder || path.startsWith(`${folder}/`);
const repoPath = (absolute) => relative(ROOT, absolute).split(sep).join('/');
const shown = (folder) => (folder === '' ? 'the root' : `${folder}/`);

const ROWS = BOUNDARIES.flatMap((row) => row.from.map((folder) => ({ row, folder })));
// A folder inside another row's folder would quietly take its parent's rights: a config that nests rows fails.
for (const { folder } of ROWS)
  if (ROWS.some((outer) => outer.folder !== '' && outer.folder !== folder && inside(folder, outer.folder)))
    throw new Error(
      `eslint.config.js BOUNDARIES: ${shown(folder)} is inside another row; split that row instead`,
    );

/** The boundary row holding `file`, with the folder it matched; undefined for a folder the table doesn't list. */
const boundaryOf = (file) => ROWS.find(({ folder }) => inside(file, folder));

/** The TEST_CODE globs (`**`, `*`, `{a,b}`) as one regular expression over repository paths. */
const TEST_CODE_PATH = new RegExp(
  `^(?:${TEST_CODE.map((glob) =>
    glob.replace(/\*\*\/|\/\*\*|\*|\{([^}]*)\}|[.+?^$()|[\]\\]/g, (token, alternatives) => {
      if (token === '**/') return '(?:.*/)?';
      if (token === '/**') return '(?:/.*)?';
      if (token === '*') return '[^/]*';
      if (alternatives !== undefined) return `(?:${alternatives.split(',').join('|')})`;
      return `\\${token}`;
    }),
  ).join('|')})$`,
);

/** The file a relative import names: as written, or with the extension the bundlers would add. */
function importedFile(absolute) {
  const candidates = ['', '.ts', '.tsx', '.js', '.mjs', '/index.ts'].map((ending) => `${absolute}${ending}`);
  return repoPath(candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? absolute);
}

// no-restricted-imports matches the specifier text, which can't tell `./demo` (an adapter) from the demo
// folder: this rule resolves each relative import to the file it names and checks that against the table.
const boundaries = {
  rules: {
    'folder-imports': {
      meta: { type: 'problem', docs: { description: 'Imports follow the BOUNDARIES table' }, schema: [] },
      create(context) {
        const file = repoPath(context.filename);
        const boundary = boundaryOf(file);
        if (!boundary)
          return {
            Program: (node) =>
              context.report({
                node,
                loc: { line: 1, column: 0 },
                message: `No BOUNDARIES row holds ${file}: add its folder to the table in eslint.config.js, with what it may import and why.`,
              }),
          };
        const allowed = [...new Set([boundary.folder, ...boundary.row.mayImport])];
        const check = (node) => {
          const specifier = node.source?.value;
          if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
          const target = importedFile(resolve(dirname(context.filename), specifier));
          if (TEST_CODE_PATH.test(target))
            context.report({
              node: node.source,
              message: `${target} is test code (TEST_CODE in eslint.config.js): only tests import it. Move what ${file} needs into product code or scripts/lib.`,
            });
          else if (!allowed.some((folder) => inside(target, folder)))
            context.report({
              node: node.source,
              message: `${shown(boundary.folder)} may import only ${allowed.map(shown).join(', ')}, not ${target}: ${boundary.row.why} (eslint.config.js BOUNDARIES).`,
            });
        };
        return {
          ImportDeclaration: check,
          ImportExpression: check,
          ExportNamedDeclaration: check,
          ExportAllDeclaration: check,
        };
      },
    },
  },
};

const REACT = {
  group: ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'],
  message: 'No React here: this code runs outside the React app.',
};
const SDK_AND_ZOD = {
  group: ['@modelcontextprotocol/*', 'zod', 'zod/*'],
  message: 'The page runtime bundles this code: keep the MCP SDK and zod out (60 KB budget).',
};
const noPackages = (files, ...patterns) => ({
  files,
  ignores: TEST_CODE,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'connector/dist/**',
      'node_modules/**',
      'coverage/**',
      '.cache/**',
      'demo/workspace/**',
    ],
  },
  { languageOptions: { globals: { ...globals.browser, ...globals.node } } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TEST_CODE,
    plugins: { boundaries },
    rules: { 'boundaries/folder-imports': 'error' },
  },
  // Packages, per place; a later entry replaces an earlier one for the files both match.
  noPackages(['bridge/**/*.ts', 'connector/**/*.ts'], REACT),
  noPackages([...PURE_BRIDGE.map((folder) => `${folder}/**/*.ts`), 'embed/**/*.ts'], REACT, SDK_AND_ZOD),
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
