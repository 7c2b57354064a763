// Lint: TypeScript-aware rules, React hooks, and the import boundaries between the places the code runs
// (docs/architecture.md "Layout"). The boundaries are eslint-plugin-boundaries' rules over the tables below.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import boundaries from 'eslint-plugin-boundaries';
import globals from 'globals';

// Tests may import anything: they reach into every place to prove it. This is what counts as test code.
const TEST_CODE = ['tests/**', '**/*.test.{ts,tsx}', '**/test/**'];

// The parts of the repository, each a folder (or the files at the root). A file in none of them fails lint
// (boundaries/no-unknown-files), so a new folder is placed in the table before it holds code.
const ELEMENTS = [
  { type: 'public', pattern: 'public/**', partialMatch: false },
  { type: 'ui', pattern: 'app/ui/**', partialMatch: false },
  { type: 'core', pattern: 'app/core/**', partialMatch: false },
  // A folder, so that a rule can see each file's path inside its feature (index.ts is what others may use).
  { type: 'feature', pattern: 'app/features/*', capture: ['feature'] },
  { type: 'shell', pattern: 'app/shell/**', partialMatch: false },
  { type: 'entry', pattern: 'app/(sidebar|dashboard|consent|oauth)/**', partialMatch: false },
  { type: 'hub', pattern: 'bridge/hub/**', partialMatch: false },
  { type: 'connections', pattern: 'bridge/connections/**', partialMatch: false },
  { type: 'diagnose-core', pattern: 'bridge/diagnose/**', partialMatch: false },
  { type: 'teach-core', pattern: 'bridge/teach/**', partialMatch: false },
  {
    type: 'pure-bridge',
    pattern: 'bridge/(format|protocol)/**',
    partialMatch: false,
    capture: ['part'],
  },
  { type: 'schema', pattern: 'bridge/schema/**', partialMatch: false },
  { type: 'instructions', pattern: 'bridge/instructions/**', partialMatch: false },
  { type: 'embed', pattern: 'embed/**', partialMatch: false },
  { type: 'connector', pattern: 'connector/**', partialMatch: false },
  { type: 'demo', pattern: 'demo/**', partialMatch: false },
  { type: 'scripts', pattern: 'scripts/**', partialMatch: false },
  { type: 'bench', pattern: 'bench/**', partialMatch: false },
];

const BRIDGE = ['hub', 'connections', 'diagnose-core', 'pure-bridge', 'schema', 'instructions'];

// Who may import whom, deny by default; every part may import its own files (boundaries' internal
// dependencies). The shell and the entries compose the features and import the very files they need, so a
// page's first download holds only what it uses (an index re-exporting a lazy tab's code would pull that code
// into it); a feature uses another only through its index.ts (FEATURES below). `types` are parts a part may
// import only with `import type`: the shell assembles the store's and the runtime's shapes from the features,
// and the features name those shapes, but no code runs in that direction. `only` narrows a part to some of its
// folders.
const ALLOWED = [
  { from: 'public', to: [], why: 'these files are served as they are, unbundled' },
  {
    from: 'ui',
    to: ['pure-bridge', 'schema'],
    types: ['hub', 'connections'],
    why: 'shared primitives know no feature, no store and no runtime',
  },
  {
    from: 'core',
    to: ['ui', ...BRIDGE],
    types: ['shell'],
    why: "core is how a feature reaches the window's runtime and store; it knows no feature",
  },
  {
    from: 'feature',
    to: ['ui', 'core', ...BRIDGE],
    types: ['shell'],
    why: 'a feature builds on the shared parts, and uses another feature only as FEATURES below allows',
  },
  {
    from: 'shell',
    to: ['ui', 'core', 'feature', ...BRIDGE],
    why: 'the shell composes the features into one store, one runtime and the tabs the entries show',
  },
  {
    from: 'entry',
    to: ['ui', 'core', 'feature', 'shell', 'styles', ...BRIDGE],
    why: 'an entry point composes the app; no entry imports another',
  },
  {
    from: 'hub',
    to: ['connections', 'teach-core', 'pure-bridge', 'schema', 'instructions'],
    why: 'the hub gates the calls and drives the connections; it knows nothing of its callers',
  },
  {
    from: 'connections',
    to: ['pure-bridge', 'schema', 'diagnose-core'],
    why: 'the hub drives the connections, never the reverse',
  },
  {
    from: 'diagnose-core',
    to: ['pure-bridge'],
    only: { 'pure-bridge': ['protocol'] },
    why: "the diagnosis core is plain checks: the sidebar's Diagnose and the connector's doctor add their own",
  },
  {
    from: 'teach-core',
    to: ['pure-bridge'],
    why: "selectors derived from the picker's summaries: pure, and run in the sidebar, so the page never bundles it",
  },
  {
    from: 'pure-bridge',
    to: ['pure-bridge'],
    why: 'the page runtime bundles these, so they never pull in the hub or the connections (SDK, zod)',
  },
  {
    from: 'schema',
    to: ['pure-bridge'],
    only: { 'pure-bridge': ['format'] },
    why: 'JSON Schema is read, coerced and validated for whoever asks; it knows no caller (app, hub or page)',
  },
  {
    from: 'instructions',
    to: ['pure-bridge', 'schema'],
    why: "the instructions run in the sidebar: they read each tool's schema, and the page never bundles them",
  },
  {
    from: 'embed',
    to: ['pure-bridge'],
    why: 'the page runtime must stay small and SDK-free; the hub, the connections and JSON Schema run in the sidebar',
  },
  {
    from: 'connector',
    to: ['pure-bridge', 'diagnose-core'],
    only: { 'pure-bridge': ['format', 'protocol'] },
    why: 'the connector stands alone on the user machine and shares only the wire formats and the diagnosis core',
  },
  {
    from: 'demo',
    to: ['pure-bridge'],
    only: { 'pure-bridge': ['format'] },
    why: "the demo is someone else's chat: it writes and reads the chat formats as an AI does, nothing more",
  },
  {
    from: 'scripts',
    to: [...BRIDGE, 'connector'],
    why: 'build and run tooling takes app, embed and demo by path (esbuild, vite), never tests or the bench',
  },
  {
    from: 'bench',
    to: ['ui', 'core', 'feature', 'shell', 'entry', ...BRIDGE, 'teach-core', 'embed', 'connector', 'scripts'],
    why: 'the bench measures the real product with the shared tooling (scripts/lib), not with test code',
  },
];

// Which features a feature may use, each through its index.ts. The graph must stay acyclic (checked below):
// a feature that needs another's piece names it here, so every dependency between features is in sight.
const FEATURES = {
  calls: ['consent', 'elicitation', 'history', 'mcpApps', 'resources'],
  consent: ['pairing', 'storage'],
  diagnose: [],
  elicitation: [],
  firstRun: ['consent', 'install'],
  history: [],
  install: ['settings'],
  instructions: ['consent', 'settings', 'tools'],
  mcpApps: ['settings'],
  oauth: [],
  page: [],
  pairing: ['servers'],
  prompts: ['consent', 'settings'],
  protocolLog: [],
  resources: ['consent'],
  servers: ['diagnose', 'install', 'oauth'],
  settings: [],
  storage: ['history'],
  teach: ['consent', 'storage'],
  tools: ['calls', 'consent', 'elicitation', 'resources'],
};

function assertAcyclic(graph) {
  const state = {};
  const visit = (node, path) => {
    if (state[node] === 'done') return;
    if (state[node] === 'open')
      throw new Error(`eslint.config.js FEATURES has a cycle: ${[...path, node].join(' -> ')}`);
    state[node] = 'open';
    for (const next of graph[node] ?? []) {
      if (!(next in graph))
        throw new Error(`eslint.config.js FEATURES: ${node} names unknown feature ${next}`);
      visit(next, [...path, node]);
    }
    state[node] = 'done';
  };
  for (const node of Object.keys(graph)) visit(node, []);
}
assertAcyclic(FEATURES);

const PUBLIC_FILE = 'index.ts';
/** The element selector of `type`; a feature, for another feature, only through its public file. */
const target = (type, captured, publicOnly = false) => ({
  element: {
    type,
    ...(captured ? { captured } : {}),
    ...(publicOnly ? { fileInternalPath: PUBLIC_FILE } : {}),
  },
});
/** A part's allowed targets: its `to` parts, `only` narrowing some. */
const targets = ({ to, only = {} }) =>
  to.flatMap((type) => (only[type] ? only[type].map((part) => target(type, { part })) : [target(type)]));

// Policies apply in order and a later one overrides an earlier one. So each part first refuses everything,
// with its reason as the message the user reads, and then what it may import is allowed.
const policies = [
  ...ALLOWED.map(({ from, to, why }) => ({
    from: { element: { type: from } },
    disallow: { to: { element: { type: '*' } } },
    message: `${from} may import only ${[from, ...to].join(', ')}: ${why} (eslint.config.js ALLOWED).`,
  })),
  ...ALLOWED.filter(({ to }) => to.length > 0).map((row) => ({
    from: { element: { type: row.from } },
    allow: { to: targets(row) },
  })),
  ...ALLOWED.filter(({ types }) => types).map(({ from, types }) => ({
    from: { element: { type: from } },
    allow: { to: { element: { type: types } }, dependency: { kind: 'type' } },
  })),
  {
    from: { element: { type: 'feature' } },
    disallow: { to: { element: { type: 'feature' } } },
    message:
      'A feature uses another only as FEATURES in eslint.config.js allows (the graph stays acyclic), through its index.ts; or the shared piece moves to app/ui or app/core.',
  },
  ...Object.entries(FEATURES)
    .filter(([, uses]) => uses.length > 0)
    .map(([feature, uses]) => ({
      from: { element: { type: 'feature', captured: { feature } } },
      allow: { to: uses.map((use) => target('feature', { feature: use }, true)) },
    })),
];

const REACT = {
  group: ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'],
  message: 'No React here: this code runs outside the React app.',
};
const SDK_AND_ZOD = {
  group: ['@modelcontextprotocol/*', 'zod', 'zod/*'],
  message: 'The page runtime and the connector bundle this code: keep the MCP SDK and zod out of it.',
};
const PURE_BRIDGE = ['bridge/format', 'bridge/protocol', 'bridge/instructions'];
// The connector bundles the diagnosis core, and the teach core is plain code: neither carries the SDK or zod.
const SDK_FREE = [...PURE_BRIDGE, 'bridge/diagnose', 'bridge/teach'];
const noPackages = (files, ...patterns) => ({
  files,
  ignores: TEST_CODE,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});
// JSON Schema's readers (the form, the instructions, the coercer) are plain code; only its validators load the SDK.
const SCHEMA_VALIDATORS = ['bridge/schema/compile.ts', 'bridge/schema/guardedSchemaValidator.ts'];
const SDK_OUTSIDE_VALIDATORS = {
  group: SDK_AND_ZOD.group,
  message: `Only ${SCHEMA_VALIDATORS.join(' and ')} load the SDK (ajv): the readers of a schema stay plain code.`,
};

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
  // Promises are handled or handed on: a rejection nobody hears is a failure the user never sees.
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          // A promise whose failure was handled where it was made (app/core/settled.ts).
          allowForKnownSafePromises: [{ from: 'file', name: 'Settled', path: 'app/core/settled.ts' }],
          // A synchronous act() has done its work when it returns; only an async callback's act is awaited.
          allowForKnownSafeCalls: [
            { from: 'package', name: 'act', package: '@testing-library/react' },
            { from: 'package', name: 'act', package: 'react' },
          ],
        },
      ],
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: TEST_CODE,
    plugins: { boundaries },
    settings: {
      'boundaries/elements': ELEMENTS,
      'boundaries/include': ['**/*.{ts,tsx,js,mjs,css}'],
      // The tool configs at the root name folders; they import only packages.
      'boundaries/ignore': [...TEST_CODE, '*.{js,ts}'],
      'import/resolver': { typescript: { alwaysTryTypes: true }, node: true },
    },
    rules: {
      'boundaries/no-unknown-files': 'error',
      'boundaries/dependencies': ['error', { default: 'disallow', checkInternals: false, policies }],
    },
  },
  // Packages, per place; a later entry replaces an earlier one for the files both match.
  noPackages(['bridge/**/*.ts', 'connector/**/*.ts'], REACT),
  {
    ...noPackages(['bridge/schema/**/*.ts'], REACT, SDK_OUTSIDE_VALIDATORS),
    ignores: [...TEST_CODE, ...SCHEMA_VALIDATORS],
  },
  noPackages([...SDK_FREE.map((folder) => `${folder}/**/*.ts`), 'embed/**/*.ts'], REACT, SDK_AND_ZOD),
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The unit tier shares one module graph per worker (vitest.config.ts), where a hoisted module mock would
    // meet a module another file already loaded; vi.doMock after vi.resetModules still works there.
    files: ['**/*.test.ts'],
    ignores: ['**/*.dom.test.ts', '**/*.integration.test.ts', 'tests/e2e/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name='mock']",
          message:
            'Unit tests share modules: pass the fake in instead of vi.mock (or make it a .dom.test.ts).',
        },
      ],
    },
  },
);
