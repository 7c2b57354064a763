// Lint, including the one-way import rule between the three places the code runs:
// app -> bridge, embed -> bridge; nothing imports app; bridge imports neither app nor embed.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const place = (name) => [
  { group: [`**/${name}/**`, `**/${name}`], message: `Imports point one way; see README "Layout".` },
];
const sdk = [
  {
    group: ['@modelcontextprotocol/client', '@modelcontextprotocol/client/*'],
    message: 'No SDK client in this code.',
  },
  {
    group: ['@modelcontextprotocol/server', '@modelcontextprotocol/server/*'],
    message: 'No SDK server in this code.',
  },
  {
    group: ['@modelcontextprotocol/core', 'zod', 'zod/*'],
    message: 'Keep zod and the SDK out of the page runtime.',
  },
];
const react = [
  { group: ['react', 'react-dom', 'react-dom/*', 'zustand', 'zustand/*'], message: 'No React here.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', '.cache/**', 'demo/workspace/**'] },
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
    files: ['bridge/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...place('app'), ...place('embed'), ...place('connector'), ...react] },
      ],
    },
  },
  {
    // The parts of bridge that the page runtime bundles must stay free of the SDK and zod.
    files: ['bridge/format/**/*.ts', 'bridge/protocol/**/*.ts', 'bridge/instructions/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...place('app'), ...place('embed'), ...place('connector'), ...react, ...sdk] },
      ],
    },
  },
  {
    files: ['embed/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...place('app'),
            ...place('connector'),
            ...react,
            ...sdk.slice(0, 2),
            { group: ['zod', 'zod/*'], message: 'No zod in the page runtime.' },
          ],
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [...place('embed'), ...place('connector')] }],
    },
  },
  {
    files: ['connector/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...place('app'), ...place('embed')] }] },
  },
);
